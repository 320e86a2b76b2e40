/**
 * How far the overview snapshot may be scaled before it is drawn again (issue #18): magnified (zooming in) at
 * most MAX_MAGNIFY, so no frame shows its texels blown up past 1.25 screen px; shrunk (zooming out) down to
 * 1 / MAX_SHRINK, where it only loses detail that a new picture restores once the camera rests.
 */
export const MAX_MAGNIFY = 1.25;
export const MAX_SHRINK = 1.6;

/** True when a picture taken at zoom `taken` can be shown at zoom `zoom` (scale `zoom / taken`). */
export function scaleAllowed(zoom: number, taken: number): boolean {
  const k = zoom / taken;
  return k <= MAX_MAGNIFY && k >= 1 / MAX_SHRINK;
}

/**
 * Counts the frames that showed the picture magnified past MAX_MAGNIFY (the bench reports the count; the goal,
 * which `scaleAllowed` keeps, is none).
 */
export class MagnifiedFrames {
  count = 0;

  /** Records one frame that showed the picture at scale `k`. */
  shown(k: number): void {
    // A hair of tolerance: a scale of exactly 1.25 computed through floats may read 1.2500000001.
    if (k > MAX_MAGNIFY * (1 + 1e-9)) this.count++;
  }
}

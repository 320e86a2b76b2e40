/**
 * Puts nodes `ids` (indexes into `xy`, which holds NaN for them) in a square grid of `cell`-sized cells below
 * everything already placed (whose boxes `sizeOf` gives): the spot for nodes a layout could not reach.
 */
export function gridBelow(
  xy: Float64Array,
  ids: readonly number[],
  cell: number,
  sizeOf: (i: number) => { width: number; height: number },
): void {
  if (ids.length === 0) return;
  let minX = Infinity;
  let bottom = -Infinity;
  for (let i = 0; 2 * i < xy.length; i++) {
    if (Number.isNaN(xy[2 * i])) continue;
    const { width, height } = sizeOf(i);
    minX = Math.min(minX, xy[2 * i] - width / 2);
    bottom = Math.max(bottom, xy[2 * i + 1] + height / 2);
  }
  if (minX === Infinity) {
    minX = 0;
    bottom = 0;
  }
  const columns = Math.ceil(Math.sqrt(ids.length));
  ids.forEach((v, k) => {
    xy[2 * v] = minX + cell / 2 + (k % columns) * cell;
    xy[2 * v + 1] = bottom + cell + Math.floor(k / columns) * cell;
  });
}

import type { Point } from '@mapa/model';
import { clampZoom, type Camera } from './Camera';

/** Duration of the focus animation (spec §9). */
export const FOCUS_DURATION_MS = 800;

/** Ease in-out cubic: slow start, slow end. */
function ease(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/**
 * Animates the camera to a target centre and zoom. Time is passed in (`step(now)`), so the engine drives it from
 * its frame loop and tests drive it with numbers. The zoom is interpolated in log space so zooming in and out feel
 * equally fast.
 */
export class CameraAnimator {
  private from: { x: number; y: number; logZoom: number } | null = null;
  private to: { x: number; y: number; logZoom: number } | null = null;
  private start = 0;
  private duration = FOCUS_DURATION_MS;

  constructor(private readonly camera: Camera) {}

  /** True while an animation runs. */
  get active(): boolean {
    return this.to !== null;
  }

  /** Starts an animation from the camera's current view towards `center` / `zoom`, beginning at `now` ms. */
  animateTo(center: Point, zoom: number, now: number, duration = FOCUS_DURATION_MS): void {
    this.from = { x: this.camera.center.x, y: this.camera.center.y, logZoom: Math.log(this.camera.zoom) };
    this.to = { x: center.x, y: center.y, logZoom: Math.log(clampZoom(zoom, this.camera.minZoom)) };
    this.start = now;
    this.duration = Math.max(1, duration);
  }

  /** Stops where it is (a user gesture takes over). */
  cancel(): void {
    this.from = null;
    this.to = null;
  }

  /** Moves the camera to where it should be at `now`; returns true while more frames are needed. */
  step(now: number): boolean {
    const { from, to } = this;
    if (!from || !to) return false;
    const t = Math.min(1, Math.max(0, (now - this.start) / this.duration));
    const k = ease(t);
    this.camera.center = { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
    this.camera.zoom = clampZoom(
      Math.exp(from.logZoom + (to.logZoom - from.logZoom) * k),
      this.camera.minZoom,
    );
    if (t >= 1) this.cancel();
    return this.active;
  }
}

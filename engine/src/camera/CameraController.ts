import type { Point } from '@mapa/model';
import type { Box } from '../geometry/Box';
import { clampZoom, DEFAULT_FIT_PADDING, type Camera } from './Camera';
import type { CameraAnimator } from './CameraAnimator';
import { viewOfBounds } from './focusView';
import { allowZoomBelowFloor, resizeKeepingCorner } from './viewLimits';

/** What the camera commands need from the engine around them. */
export interface CameraControllerParts {
  camera: Camera;
  animator: CameraAnimator;
  /** The box of every shown node, or null for an empty map (read only when a fit or a zoom floor needs it). */
  contentBounds: () => Box | null;
  now: () => number;
  /** True when camera moves jump instead of gliding. */
  reducedMotion: () => boolean;
  /** The view moved or zoomed: tell listeners (`viewportchange`) and draw. */
  viewportChanged: () => void;
  invalidate: () => void;
}

/**
 * The engine's camera commands: fit, zoom, pan and the focus glides. Whatever centres content (fit, focus) puts it
 * in the middle of the part of the screen the shell leaves uncovered (`Camera.insets`), so no node lands under a
 * tool bar floating over the canvas; a plain pan or zoom moves the view as asked.
 */
export class CameraController {
  constructor(private readonly parts: CameraControllerParts) {}

  fit(padding = DEFAULT_FIT_PADDING): void {
    const { camera, animator } = this.parts;
    animator.cancel();
    const bounds = this.parts.contentBounds();
    if (bounds) camera.fit(bounds, padding);
    else {
      camera.panTo({ x: 0, y: 0 });
      camera.zoomTo(1);
    }
    this.parts.viewportChanged();
  }

  /** A saved view: `center` at the middle of the whole screen, as it was stored. */
  showSaved(center: Point, zoom: number): void {
    this.parts.camera.panTo(center);
    this.allowZoom(zoom);
    this.parts.camera.zoomTo(zoom);
    this.parts.viewportChanged();
  }

  /** `anchor` is a screen point (container px) that stays fixed; default the view centre. */
  zoomTo(zoom: number, anchor?: Point): void {
    this.parts.animator.cancel();
    this.allowZoom(zoom);
    this.parts.camera.zoomTo(zoom, anchor);
    this.parts.viewportChanged();
  }

  panTo(center: Point): void {
    this.parts.animator.cancel();
    this.parts.camera.panTo(center);
    this.parts.viewportChanged();
  }

  panBy(dx: number, dy: number): void {
    this.parts.animator.cancel();
    this.parts.camera.panBy(dx, dy);
    this.parts.viewportChanged();
  }

  /** Glides to graph point `p` at the middle of the uncovered area, at `zoom`. */
  focusPoint(p: Point, zoom: number): void {
    this.allowZoom(zoom);
    const target = clampZoom(zoom, this.parts.camera.minZoom);
    this.glideTo(this.parts.camera.centerShowing(p, target), target);
  }

  /** Glides to show a graph box whole in the uncovered area, `padding` px inside it, never closer than `maxZoom`. */
  focusArea(box: Box, padding = DEFAULT_FIT_PADDING, maxZoom?: number): void {
    if (!(box.maxX >= box.minX && box.maxY >= box.minY)) return;
    // The floor first (a box too big for 5% lowers it), then the view worked out at the zoom really reached.
    this.allowZoom(viewOfBounds(this.parts.camera, box, padding, maxZoom).zoom);
    const view = viewOfBounds(this.parts.camera, box, padding, maxZoom);
    this.glideTo(view.center, view.zoom);
  }

  /** The container changed size (see `resizeKeepingCorner`). */
  setViewSize(width: number, height: number, moved?: { x: number; y: number }): void {
    if (resizeKeepingCorner(this.parts.camera, width, height, moved)) this.parts.viewportChanged();
  }

  /** Lets the zoom go below MIN_ZOOM as far as showing the whole map needs (see `allowZoomBelowFloor`). */
  allowZoom(zoom: number): void {
    allowZoomBelowFloor(this.parts.camera, zoom, this.parts.contentBounds);
  }

  private glideTo(center: Point, zoom: number): void {
    this.parts.animator.animateTo(center, zoom, this.parts.now(), this.parts.reducedMotion() ? 0 : undefined);
    this.parts.invalidate();
  }
}

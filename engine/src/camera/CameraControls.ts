import type { Point } from '@mapa/model';
import type { GraphBox, MapCamera, Viewport, ViewInsets } from '../api';
import { EngineParts } from '../EngineParts';
import { clampZoom, DEFAULT_FIT_PADDING, ZOOM_IN_STEP, ZOOM_OUT_STEP } from './Camera';
import { nodesBounds, viewOfBounds } from './focusView';
import { allowZoomBelowFloor, resizeKeepingCorner } from './viewLimits';

/** Default zoom of `focusNode` (spec §9). */
export const FOCUS_ZOOM = 0.4;

/**
 * The engine's camera commands: fit, zoom, pan and the focus glides. Whatever centres content (fit, focus) puts it
 * in the middle of the part of the screen the shell leaves uncovered (`Camera.insets`), so no node lands under a
 * tool bar floating over the canvas; a plain pan or zoom moves the view as asked.
 */
export abstract class CameraControls extends EngineParts implements MapCamera {
  fit(padding = DEFAULT_FIT_PADDING): void {
    // A layout still animating is shown where it puts the nodes: a fit frames those, not a frame of the animation.
    this.layoutAnimator.finish();
    this.animator.cancel();
    const bounds = this.scene.contentBounds();
    if (bounds) this.camera.fit(bounds, padding);
    else {
      this.camera.panTo({ x: 0, y: 0 });
      this.camera.zoomTo(1);
    }
    this.viewportChanged();
  }

  /** `anchor` is a screen point (container px) that stays fixed; default the view centre. */
  zoomTo(zoom: number, anchor?: Point): void {
    this.animator.cancel();
    this.allowZoom(zoom);
    this.camera.zoomTo(zoom, anchor);
    this.viewportChanged();
  }

  zoomIn(): void {
    this.zoomTo(this.camera.zoom * ZOOM_IN_STEP);
  }

  zoomOut(): void {
    this.zoomTo(this.camera.zoom * ZOOM_OUT_STEP);
  }

  panTo(center: Point): void {
    this.animator.cancel();
    this.camera.panTo(center);
    this.viewportChanged();
  }

  panBy(dx: number, dy: number): void {
    this.animator.cancel();
    this.camera.panBy(dx, dy);
    this.viewportChanged();
  }

  /** Glides to the node, in the middle of what the shell leaves uncovered (`setViewInsets`). */
  focusNode(id: string, zoom = FOCUS_ZOOM): void {
    const node = this.scene.node(id);
    if (!node) return;
    this.allowZoom(zoom);
    const target = clampZoom(zoom, this.camera.minZoom);
    this.glideTo(this.camera.centerShowing(node.position, target), target);
  }

  /** Animates the camera to show the nodes `ids` whole (a presentation step: a node and its children). */
  focusNodes(ids: readonly string[], padding = DEFAULT_FIT_PADDING, maxZoom?: number): void {
    const bounds = nodesBounds(this.scene, ids);
    if (bounds) this.focusArea(bounds, padding, maxZoom);
  }

  /** Glides to show a graph box whole in the uncovered area, `padding` px inside it, never closer than `maxZoom`. */
  focusArea(box: GraphBox, padding = DEFAULT_FIT_PADDING, maxZoom?: number): void {
    if (!(box.maxX >= box.minX && box.maxY >= box.minY)) return;
    // The floor first (a box too big for 5% lowers it), then the view worked out at the zoom really reached.
    this.allowZoom(viewOfBounds(this.camera, box, padding, maxZoom).zoom);
    const view = viewOfBounds(this.camera, box, padding, maxZoom);
    this.glideTo(view.center, view.zoom);
  }

  /** What the shell covers along each edge; later fits and focuses keep the map clear of it (the view stays). */
  setViewInsets(insets: Partial<ViewInsets>): void {
    this.camera.setInsets(insets);
  }

  getViewInsets(): ViewInsets {
    return { ...this.camera.insets };
  }

  isCameraAnimating(): boolean {
    return this.animator.active;
  }

  getViewport(): Viewport {
    return { center: { x: this.camera.center.x, y: this.camera.center.y }, zoom: this.camera.zoom };
  }

  /** The graph box the view shows. */
  getViewBox(): GraphBox {
    return this.camera.visibleBox({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
  }

  screenToGraph(p: Point): Point {
    return this.camera.screenToGraph(p);
  }

  graphToScreen(p: Point): Point {
    return this.camera.graphToScreen(p);
  }

  /**
   * The container changed size, its top-left corner moving `moved` px on the page (`resizeKeepingCorner`: what is
   * on screen keeps its place on the page); screen-anchored overlays hear `viewportchange`.
   */
  setViewSize(width: number, height: number, moved?: { x: number; y: number }): void {
    if (resizeKeepingCorner(this.camera, width, height, moved)) this.viewportChanged();
  }

  /** A saved view: `center` at the middle of the whole screen, as it was stored. */
  protected showSaved(center: Point, zoom: number): void {
    this.camera.panTo(center);
    this.allowZoom(zoom);
    this.camera.zoomTo(zoom);
    this.viewportChanged();
  }

  /** The view moved or zoomed: tell listeners (`viewportchange`) and draw. */
  protected viewportChanged(): void {
    this.emitter.emit('viewportchange', this.getViewport());
    this.invalidate();
  }

  /** Lets the zoom go below MIN_ZOOM as far as showing the whole map needs (see `allowZoomBelowFloor`). */
  private allowZoom(zoom: number): void {
    allowZoomBelowFloor(this.camera, zoom, () => this.scene.contentBounds());
  }

  private glideTo(center: Point, zoom: number): void {
    this.animator.animateTo(center, zoom, this.now(), this.reducedMotion() ? 0 : undefined);
    this.invalidate();
  }
}

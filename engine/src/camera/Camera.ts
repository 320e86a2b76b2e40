import type { Point } from '@mapa/model';
import type { Box } from '../geometry/Box';
import { NO_INSETS, centerShowing, cleanInsets, visibleArea, type ScreenRect } from './viewInsets';
import type { ViewInsets } from '../api';

/** Zoom limits and steps of spec §9. MIN_ZOOM gives way only to a map too big to fit above it (see `Camera.minZoom`). */
export const MIN_ZOOM = 0.05;
/** However big the map, the zoom never goes below this (keeps the maths finite). */
export const ABSOLUTE_MIN_ZOOM = 1e-4;
export const MAX_ZOOM = 7;
export const ZOOM_IN_STEP = 1.25;
export const ZOOM_OUT_STEP = 0.8;
export const WHEEL_SENSITIVITY = 0.3;
/** Padding (screen px) kept around the content by `fit` when none is given. */
export const DEFAULT_FIT_PADDING = 40;

/** Clamps a zoom into [min, MAX_ZOOM] (min defaults to MIN_ZOOM); non-finite values fall back to 1. */
export function clampZoom(zoom: number, min = MIN_ZOOM): number {
  if (!Number.isFinite(zoom) || zoom <= 0) return 1;
  return Math.min(MAX_ZOOM, Math.max(min, zoom));
}

/** The zoom at which `bounds` fills a `width`×`height` screen less `padding` px on each side (unclamped). */
export function fitZoom(bounds: Box, width: number, height: number, padding: number): number {
  const w = Math.max(bounds.maxX - bounds.minX, 1e-6);
  const h = Math.max(bounds.maxY - bounds.minY, 1e-6);
  return Math.min(Math.max(width - 2 * padding, 1) / w, Math.max(height - 2 * padding, 1) / h);
}

/**
 * The zoom factor for one wheel event: `2 ^ (-pixels × sensitivity / 100)`. One ordinary wheel notch (100 px)
 * zooms out by 2^-0.3 ≈ 0.81 (close to the ×0.8 button step) and in by ≈ 1.23; trackpads send small deltas and zoom
 * smoothly. Line and page delta modes are converted to pixels first (16 px per line, one screen per page).
 */
export function wheelZoomFactor(deltaY: number, deltaMode = 0, pageHeight = 800): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * pageHeight : deltaY;
  return Math.pow(2, (-pixels * WHEEL_SENSITIVITY) / 100);
}

/**
 * The camera: which part of the graph the screen shows. `center` is the graph point at the middle of the screen,
 * `zoom` the screen px per graph unit. Pure maths, no DOM: the renderer copies it into the stage transform.
 * screen = (graph − center) × zoom + size / 2.
 */
export class Camera {
  center: Point = { x: 0, y: 0 };
  zoom = 1;
  width = 1;
  height = 1;
  /**
   * The least zoom allowed: MIN_ZOOM (spec §9), or lower when the map only fits below it, so Fit shows a huge map
   * whole and the wheel can zoom out that far too. Set by `fit` and `allowZoomFor`.
   */
  minZoom = MIN_ZOOM;
  /** What the shell's own controls cover along each edge (`setInsets`); fitting and focusing keep clear of it. */
  insets: ViewInsets = { ...NO_INSETS };

  /** Sets the screen size in CSS px. */
  setSize(width: number, height: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
  }

  /** Sets what the shell covers along each edge (screen px; bad values count as 0). */
  setInsets(insets: Partial<ViewInsets>): void {
    this.insets = cleanInsets(insets);
  }

  /** The part of the screen the insets leave uncovered: where fitting and focusing put the content. */
  visibleArea(): ScreenRect {
    return visibleArea(this.width, this.height, this.insets);
  }

  /** The camera centre that shows graph point `p` at the middle of the uncovered area at `zoom`. */
  centerShowing(p: Point, zoom: number): Point {
    return centerShowing(p, zoom, this.visibleArea(), this.width, this.height);
  }

  /** Graph -> screen; writes into `out` when given. */
  graphToScreen(p: Point, out: Point = { x: 0, y: 0 }): Point {
    out.x = (p.x - this.center.x) * this.zoom + this.width / 2;
    out.y = (p.y - this.center.y) * this.zoom + this.height / 2;
    return out;
  }

  /** Screen -> graph; writes into `out` when given. */
  screenToGraph(p: Point, out: Point = { x: 0, y: 0 }): Point {
    out.x = (p.x - this.width / 2) / this.zoom + this.center.x;
    out.y = (p.y - this.height / 2) / this.zoom + this.center.y;
    return out;
  }

  /** Sets the zoom (clamped) keeping the graph point under the screen `anchor` fixed (default: screen centre). */
  zoomTo(zoom: number, anchor?: Point): void {
    const next = clampZoom(zoom, this.minZoom);
    if (anchor) {
      // The graph point under the anchor must stay under it: solve center' from the screen formula.
      const gx = (anchor.x - this.width / 2) / this.zoom + this.center.x;
      const gy = (anchor.y - this.height / 2) / this.zoom + this.center.y;
      this.center = {
        x: gx - (anchor.x - this.width / 2) / next,
        y: gy - (anchor.y - this.height / 2) / next,
      };
    }
    this.zoom = next;
  }

  /** Multiplies the zoom by `factor` around `anchor`. */
  zoomBy(factor: number, anchor?: Point): void {
    this.zoomTo(this.zoom * factor, anchor);
  }

  /** Moves the view by a screen-pixel delta (content follows the pointer). */
  panBy(dx: number, dy: number): void {
    this.center = { x: this.center.x - dx / this.zoom, y: this.center.y - dy / this.zoom };
  }

  /** Centres the view on a graph point. */
  panTo(center: Point): void {
    this.center = { x: center.x, y: center.y };
  }

  /**
   * Centres and zooms so `bounds` fills the uncovered area (the screen less the insets) minus `padding` px on each
   * side (at most MAX_ZOOM; below MIN_ZOOM when the bounds need it, which then becomes the floor).
   */
  fit(bounds: Box, padding = DEFAULT_FIT_PADDING): void {
    const area = this.visibleArea();
    const zoom = fitZoom(bounds, area.width, area.height, padding);
    this.allowZoomFor(zoom);
    this.zoom = clampZoom(zoom, this.minZoom);
    const middle = { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 };
    this.center = this.centerShowing(middle, this.zoom);
  }

  /** Sets the floor for a content whose whole view needs `wholeZoom`: MIN_ZOOM unless that is lower. */
  allowZoomFor(wholeZoom: number): void {
    this.minZoom = Math.max(ABSOLUTE_MIN_ZOOM, Math.min(MIN_ZOOM, wholeZoom));
  }

  /** The graph box the screen shows, written into `out`. */
  visibleBox(out: Box): Box {
    const hw = this.width / 2 / this.zoom;
    const hh = this.height / 2 / this.zoom;
    out.minX = this.center.x - hw;
    out.maxX = this.center.x + hw;
    out.minY = this.center.y - hh;
    out.maxY = this.center.y + hh;
    return out;
  }
}

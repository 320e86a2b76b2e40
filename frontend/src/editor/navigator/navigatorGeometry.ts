import type { GraphBox } from '@mapa/engine';
import type { Point } from '@mapa/model';

/** A rectangle in the navigator's own px (origin at its top-left corner). */
export interface PxRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How a miniature maps onto the navigator: the graph box it shows edge to edge, drawn `width`×`height` px. */
export interface MiniatureView {
  worldBounds: GraphBox;
  width: number;
  height: number;
}

/** The graph point under navigator px `p`. */
export function toGraph(view: MiniatureView, p: Point): Point {
  const b = view.worldBounds;
  return {
    x: b.minX + (p.x / view.width) * (b.maxX - b.minX),
    y: b.minY + (p.y / view.height) * (b.maxY - b.minY),
  };
}

/** The navigator px of graph point `p`. */
export function toPx(view: MiniatureView, p: Point): Point {
  const b = view.worldBounds;
  return {
    x: ((p.x - b.minX) / (b.maxX - b.minX)) * view.width,
    y: ((p.y - b.minY) / (b.maxY - b.minY)) * view.height,
  };
}

/** The main view's box as a rectangle on the navigator (it may reach past the edges when zoomed out far). */
export function viewRect(view: MiniatureView, viewBox: GraphBox): PxRect {
  const a = toPx(view, { x: viewBox.minX, y: viewBox.minY });
  const b = toPx(view, { x: viewBox.maxX, y: viewBox.maxY });
  return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
}

/** True when `p` lies on `r` (edges included). */
export function inside(r: PxRect, p: Point): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

/**
 * Where the main view's centre goes while the rectangle is dragged: the pointer keeps the spot of the rectangle it
 * grabbed (`grab`: pointer minus the rectangle's centre, in px when the drag began).
 */
export function dragCentre(view: MiniatureView, pointer: Point, grab: Point): Point {
  return toGraph(view, { x: pointer.x - grab.x, y: pointer.y - grab.y });
}

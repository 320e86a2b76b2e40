import type { EdgeCurve, EdgeDirection } from '@mapa/model';
import type { Box } from '../geometry/Box';

/** An arrow head: tip position, unit direction it points to, length and half width. */
export interface ArrowHead {
  x: number;
  y: number;
  dx: number;
  dy: number;
  length: number;
  halfWidth: number;
}

/** The drawn path of an edge in graph coordinates. */
export interface EdgeGeometry {
  /** Sampled polyline as flat [x0, y0, ...], trimmed where arrow heads sit. */
  points: number[];
  arrows: ArrowHead[];
  /** Half way along the path: where the label goes. */
  midX: number;
  midY: number;
  box: Box;
}

/** One end of an edge: the node's centre and its outline relative to it (see `shapePolygon`). */
export interface EdgeEnd {
  x: number;
  y: number;
  outline: readonly number[];
}

const BEZIER_SEGMENTS = 24;

/** Arrow length for a line width: readable at width 1, proportional beyond. */
export function arrowLength(width: number): number {
  return 8 + width * 2.5;
}

/**
 * Where the ray from the centre `c` towards `(px, py)` leaves the node outline: the outermost crossing, so
 * concave shapes (star) clip at their tips. Returns the centre when the point lies inside the outline.
 */
export function clipToOutline(end: EdgeEnd, px: number, py: number): { x: number; y: number } {
  const dx = px - end.x;
  const dy = py - end.y;
  const poly = end.outline;
  let best = -1;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    // Segment from vertex j to vertex i, relative to the centre; solve c + t·d = a + u·(b − a).
    const ax = poly[j];
    const ay = poly[j + 1];
    const ex = poly[i] - ax;
    const ey = poly[i + 1] - ay;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) continue;
    const t = (ax * ey - ay * ex) / den;
    const u = (ax * dy - ay * dx) / den;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && t > best) best = t;
  }
  if (best < 0) return { x: end.x, y: end.y };
  return { x: end.x + dx * best, y: end.y + dy * best };
}

function cubic(
  out: number[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
): void {
  for (let i = 0; i <= BEZIER_SEGMENTS; i++) {
    const t = i / BEZIER_SEGMENTS;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    out.push(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3);
  }
}

/** The untrimmed polyline of an edge between two node ends for a curve style. */
export function edgePolyline(s: EdgeEnd, t: EdgeEnd, curve: EdgeCurve): number[] {
  const out: number[] = [];
  const dx = t.x - s.x;
  const dy = t.y - s.y;
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  if (dx === 0 && dy === 0) {
    // A loop on one node: leave the top towards the upper right and come back.
    const a = clipToOutline(s, s.x + 1, s.y - 1e6);
    const r = 60;
    cubic(out, a.x - 10, a.y, a.x - 10 - r, a.y - 2 * r, a.x + 10 + r, a.y - 2 * r, a.x + 10, a.y);
    return out;
  }
  if (curve === 'straight' || curve === 'haystack') {
    const a = clipToOutline(s, t.x, t.y);
    const b = clipToOutline(t, s.x, s.y);
    out.push(a.x, a.y, b.x, b.y);
    return out;
  }
  if (curve === 'taxi' || curve === 'segments') {
    const a = horizontal
      ? clipToOutline(s, s.x + Math.sign(dx) * 1e6, s.y)
      : clipToOutline(s, s.x, s.y + Math.sign(dy) * 1e6);
    const b = horizontal
      ? clipToOutline(t, t.x - Math.sign(dx) * 1e6, t.y)
      : clipToOutline(t, t.x, t.y - Math.sign(dy) * 1e6);
    if (horizontal) {
      const mx = (a.x + b.x) / 2;
      out.push(a.x, a.y, mx, a.y, mx, b.y, b.x, b.y);
    } else {
      const my = (a.y + b.y) / 2;
      out.push(a.x, a.y, a.x, my, b.x, my, b.x, b.y);
    }
    return out;
  }
  // bezier (and, for now, unbundled-bezier): an S-curve whose handles follow the dominant axis.
  const a = clipToOutline(s, t.x, t.y);
  const b = clipToOutline(t, s.x, s.y);
  if (horizontal) {
    const h = (b.x - a.x) / 2;
    cubic(out, a.x, a.y, a.x + h, a.y, b.x - h, b.y, b.x, b.y);
  } else {
    const h = (b.y - a.y) / 2;
    cubic(out, a.x, a.y, a.x, a.y + h, b.x, b.y - h, b.x, b.y);
  }
  return out;
}

/** Builds the arrow at one end (`atEnd` true: the last point) and trims the line so it stops at the arrow base. */
function addArrow(points: number[], atEnd: boolean, width: number, arrows: ArrowHead[]): void {
  const n = points.length;
  if (n < 4) return;
  const [tipI, prevI] = atEnd ? [n - 2, n - 4] : [0, 2];
  const x = points[tipI];
  const y = points[tipI + 1];
  let dx = x - points[prevI];
  let dy = y - points[prevI + 1];
  const len = Math.hypot(dx, dy) || 1;
  dx /= len;
  dy /= len;
  const length = arrowLength(width);
  arrows.push({ x, y, dx, dy, length, halfWidth: length * 0.55 });
  const back = Math.min(length * 0.9, len);
  points[tipI] = x - dx * back;
  points[tipI + 1] = y - dy * back;
}

/** The point half way along a polyline. */
function midpoint(points: readonly number[]): { x: number; y: number } {
  let total = 0;
  for (let i = 2; i < points.length; i += 2)
    total += Math.hypot(points[i] - points[i - 2], points[i + 1] - points[i - 1]);
  let rest = total / 2;
  for (let i = 2; i < points.length; i += 2) {
    const seg = Math.hypot(points[i] - points[i - 2], points[i + 1] - points[i - 1]);
    if (seg >= rest && seg > 0) {
      const k = rest / seg;
      return {
        x: points[i - 2] + (points[i] - points[i - 2]) * k,
        y: points[i - 1] + (points[i + 1] - points[i - 1]) * k,
      };
    }
    rest -= seg;
  }
  return { x: points[0] ?? 0, y: points[1] ?? 0 };
}

/**
 * The full geometry of an edge: polyline for the curve style (unbundled-bezier falls back to bezier, segments to
 * taxi, haystack to straight), arrow heads by direction (one-way: at the target, two-way: both ends, none: none),
 * the label point and the box covering all of it.
 */
export function edgeGeometry(
  s: EdgeEnd,
  t: EdgeEnd,
  curve: EdgeCurve,
  direction: EdgeDirection,
  width: number,
): EdgeGeometry {
  const points = edgePolyline(s, t, curve);
  const mid = midpoint(points);
  const arrows: ArrowHead[] = [];
  if (direction === 'one-way' || direction === 'two-way') addArrow(points, true, width, arrows);
  if (direction === 'two-way') addArrow(points, false, width, arrows);
  const pad = Math.max(width / 2, arrows.length ? arrows[0].halfWidth : 0);
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < points.length; i += 2) {
    box.minX = Math.min(box.minX, points[i] - pad);
    box.maxX = Math.max(box.maxX, points[i] + pad);
    box.minY = Math.min(box.minY, points[i + 1] - pad);
    box.maxY = Math.max(box.maxY, points[i + 1] + pad);
  }
  for (const a of arrows) {
    box.minX = Math.min(box.minX, a.x - pad);
    box.maxX = Math.max(box.maxX, a.x + pad);
    box.minY = Math.min(box.minY, a.y - pad);
    box.maxY = Math.max(box.maxY, a.y + pad);
  }
  return { points, arrows, midX: mid.x, midY: mid.y, box };
}

/** Shortest distance from a point to a polyline (and its arrow tips' bases are covered by the trimmed line). */
export function distanceToPolyline(points: readonly number[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 2; i < points.length; i += 2) {
    const ax = points[i - 2];
    const ay = points[i - 1];
    const ex = points[i] - ax;
    const ey = points[i + 1] - ay;
    const len2 = ex * ex + ey * ey;
    const k = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / len2));
    const d = Math.hypot(x - (ax + ex * k), y - (ay + ey * k));
    if (d < best) best = d;
  }
  return best;
}

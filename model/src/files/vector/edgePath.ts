import { arrowHalfWidth, arrowLength, type EdgePathKind } from '../../geometry/edgeControls';
import type { Paint, ScenePrimitive } from './scenePrimitives';

const r = (v: number) => Math.round(v * 100) / 100;

/** The SVG path data of an edge from its control points (see `edgeControls`). */
export function edgePathData(kind: EdgePathKind, c: ArrayLike<number>): string {
  if (kind === 'line') return `M${r(c[0])} ${r(c[1])}L${r(c[2])} ${r(c[3])}`;
  if (kind === 'taxi')
    return `M${r(c[0])} ${r(c[1])}L${r(c[2])} ${r(c[3])}L${r(c[4])} ${r(c[5])}L${r(c[6])} ${r(c[7])}`;
  return `M${r(c[0])} ${r(c[1])}C${r(c[2])} ${r(c[3])} ${r(c[4])} ${r(c[5])} ${r(c[6])} ${r(c[7])}`;
}

/** Half way along the path's length (its sampled points, flat x, y): where the canvas puts the edge's label. */
export function pathMidpoint(p: readonly number[]): { x: number; y: number } {
  let total = 0;
  for (let i = 2; i < p.length; i += 2) total += Math.hypot(p[i] - p[i - 2], p[i + 1] - p[i - 1]);
  let rest = total / 2;
  for (let i = 2; i < p.length; i += 2) {
    const seg = Math.hypot(p[i] - p[i - 2], p[i + 1] - p[i - 1]);
    if (seg >= rest && seg > 0) {
      const k = rest / seg;
      return { x: p[i - 2] + (p[i] - p[i - 2]) * k, y: p[i - 1] + (p[i + 1] - p[i - 1]) * k };
    }
    rest -= seg;
  }
  return { x: p[0], y: p[1] };
}

/**
 * An arrow head at one end of the sampled path, pointing along its last (or first) segment, sized as the canvas
 * sizes it for the line's width there (see `arrowLength`); `trim` is how far the line must stop short of the tip
 * (the canvas ends it under the head, so a round cap never shows past the point).
 */
export function arrowHead(
  p: readonly number[],
  at: 'start' | 'end',
  width: number,
  fill: Paint,
): { head: ScenePrimitive; trim: number; dx: number; dy: number } {
  const n = p.length;
  const [tipX, tipY, fromX, fromY] =
    at === 'end' ? [p[n - 2], p[n - 1], p[n - 4], p[n - 3]] : [p[0], p[1], p[2], p[3]];
  let dx = tipX - fromX;
  let dy = tipY - fromY;
  const len = Math.hypot(dx, dy) || 1;
  dx /= len;
  dy /= len;
  const length = arrowLength(width);
  const half = arrowHalfWidth(length, width);
  const bx = tipX - dx * length;
  const by = tipY - dy * length;
  return {
    head: {
      kind: 'polygon',
      points: [tipX, tipY, bx - dy * half, by + dx * half, bx + dy * half, by - dx * half].map(r),
      fill,
      stroke: null,
      strokeWidth: 0,
    },
    trim: Math.min(length * 0.9, len),
    dx,
    dy,
  };
}

/**
 * Control points with one end moved `by` back along the unit direction (dx, dy) it points to, as the canvas
 * trims an edge under its arrow head: the end point, and for a curve its handle with it, so the curve keeps its
 * way into the end.
 */
export function trimEnd(
  kind: EdgePathKind,
  c: Float64Array,
  at: 'start' | 'end',
  by: number,
  dx: number,
  dy: number,
): void {
  const ox = -dx * by;
  const oy = -dy * by;
  if (at === 'start') {
    c[0] += ox;
    c[1] += oy;
    if (kind === 'cubic') {
      c[2] += ox;
      c[3] += oy;
    }
    return;
  }
  const last = kind === 'line' ? 2 : 6;
  c[last] += ox;
  c[last + 1] += oy;
  if (kind === 'cubic') {
    c[4] += ox;
    c[5] += oy;
  }
}

/**
 * Points along the edge's path (flat x, y): by default as the canvas samples it (24 segments of a Bézier), or in
 * `segments` segments.
 */
export function pathPoints(kind: EdgePathKind, c: ArrayLike<number>, segments = BEZIER_SAMPLES): number[] {
  if (kind === 'line') return [c[0], c[1], c[2], c[3]];
  if (kind === 'taxi') return Array.from({ length: 8 }, (_, i) => c[i]);
  const out: number[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    out.push(w[0] * c[0] + w[1] * c[2] + w[2] * c[4] + w[3] * c[6]);
    out.push(w[0] * c[1] + w[1] * c[3] + w[2] * c[5] + w[3] * c[7]);
  }
  return out;
}

const BEZIER_SAMPLES = 24;
/**
 * A tapering outline's curve is cut in a segment per this many units of its control polygon (24 to 96): an
 * export is looked at closer than the canvas draws it, and a long branch in 24 straight pieces shows its corners.
 */
const OUTLINE_STEP = 8;
/** Points on each round end of a tapered branch's outline. */
const CAP_STEPS = 8;

/**
 * The outline of a branch that tapers from `width` at its source to `endWidth` at its target, with round ends,
 * as the canvas draws it (the width follows the path's parameter): a filled polygon, since a stroke keeps one
 * width.
 */
export function taperedOutline(
  kind: EdgePathKind,
  c: ArrayLike<number>,
  width: number,
  endWidth: number,
): number[] {
  const reach =
    Math.hypot(c[2] - c[0], c[3] - c[1]) +
    Math.hypot(c[4] - c[2], c[5] - c[3]) +
    Math.hypot(c[6] - c[4], c[7] - c[5]);
  const segments = Math.min(96, Math.max(BEZIER_SAMPLES, Math.ceil(reach / OUTLINE_STEP)));
  const pts = pathPoints(kind, c, segments);
  const n = pts.length / 2;
  const left: number[] = [];
  const right: number[] = [];
  const normals: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = Math.max(0, i - 1);
    const b = Math.min(n - 1, i + 1);
    let tx = pts[b * 2] - pts[a * 2];
    let ty = pts[b * 2 + 1] - pts[a * 2 + 1];
    const len = Math.hypot(tx, ty) || 1;
    tx /= len;
    ty /= len;
    normals.push(-ty, tx);
    const half = (width + (endWidth - width) * (i / (n - 1))) / 2;
    left.push(pts[i * 2] - ty * half, pts[i * 2 + 1] + tx * half);
    right.push(pts[i * 2] + ty * half, pts[i * 2 + 1] - tx * half);
  }
  const out = [...left];
  // Round end at the target: half a circle from the left side to the right, around the path's end.
  cap(out, pts[n * 2 - 2], pts[n * 2 - 1], normals[n * 2 - 2], normals[n * 2 - 1], endWidth / 2);
  for (let i = n - 1; i >= 0; i--) out.push(right[i * 2], right[i * 2 + 1]);
  cap(out, pts[0], pts[1], -normals[0], -normals[1], width / 2);
  return out.map(r);
}

/** Half a circle of `radius` about (x, y) from the side the normal (nx, ny) points to, turning forwards. */
function cap(out: number[], x: number, y: number, nx: number, ny: number, radius: number): void {
  for (let k = 1; k < CAP_STEPS; k++) {
    const a = (Math.PI * k) / CAP_STEPS;
    // Rotate the normal by -a: through the tangent (ny, -nx)... to the opposite side.
    const cx = nx * Math.cos(a) + ny * Math.sin(a);
    const cy = ny * Math.cos(a) - nx * Math.sin(a);
    out.push(x + cx * radius, y + cy * radius);
  }
}

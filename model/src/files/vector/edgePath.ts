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

/** Half way along the edge: where its label sits. */
export function edgeMidpoint(kind: EdgePathKind, c: ArrayLike<number>): { x: number; y: number } {
  if (kind === 'line') return { x: (c[0] + c[2]) / 2, y: (c[1] + c[3]) / 2 };
  if (kind === 'taxi') return { x: (c[2] + c[4]) / 2, y: (c[3] + c[5]) / 2 };
  // A cubic Bézier at t = 0.5.
  return { x: (c[0] + 3 * c[2] + 3 * c[4] + c[6]) / 8, y: (c[1] + 3 * c[3] + 3 * c[5] + c[7]) / 8 };
}

/** An arrow head at one end, pointing along the path there, sized as the canvas sizes it (see `arrowLength`). */
export function arrowHead(
  kind: EdgePathKind,
  c: ArrayLike<number>,
  at: 'start' | 'end',
  width: number,
  fill: Paint,
): ScenePrimitive {
  const last = kind === 'line' ? 2 : 6;
  const [tipX, tipY, fromX, fromY] =
    at === 'end' ? [c[last], c[last + 1], c[last - 2], c[last - 1]] : [c[0], c[1], c[2], c[3]];
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
    kind: 'polygon',
    points: [tipX, tipY, bx - dy * half, by + dx * half, bx + dy * half, by - dx * half].map(r),
    fill,
    stroke: null,
    strokeWidth: 0,
  };
}

/** Points along the edge's path (flat x, y), as the canvas samples it: 24 segments of a Bézier. */
function pathPoints(kind: EdgePathKind, c: ArrayLike<number>): number[] {
  if (kind === 'line') return [c[0], c[1], c[2], c[3]];
  if (kind === 'taxi') return Array.from({ length: 8 }, (_, i) => c[i]);
  const out: number[] = [];
  for (let i = 0; i <= BEZIER_SAMPLES; i++) {
    const t = i / BEZIER_SAMPLES;
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    out.push(w[0] * c[0] + w[1] * c[2] + w[2] * c[4] + w[3] * c[6]);
    out.push(w[0] * c[1] + w[1] * c[3] + w[2] * c[5] + w[3] * c[7]);
  }
  return out;
}

const BEZIER_SAMPLES = 24;
/** Points on each round end of a tapered branch's outline. */
const CAP_STEPS = 6;

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
  const pts = pathPoints(kind, c);
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

import type { EdgePathKind } from '../../geometry/edgeControls';
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

/** An arrow head (the canvas's size: 8 + 2.5 × width long) at one end, pointing along the path there. */
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
  const length = 8 + width * 2.5;
  const half = length * 0.5;
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

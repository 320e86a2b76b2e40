import type { BranchAxis, EdgeCurve, EdgeDirection } from '@mapa/model';
import type { Box } from '../geometry/Box';
import { arrowCount, edgeControls, type EdgeEnd } from '@mapa/model';
import { arrowLength, EdgeSamples, type ArrowHead } from './EdgeSamples';

export { arrowLength, EdgeSamples, type ArrowHead };
export type { EdgePathKind } from '@mapa/model';
// The control points of each curve style are pure geometry shared with the vector exports (@mapa/model).
export { arrowCount, clipToOutline, edgeControls, type EdgeEnd } from '@mapa/model';

/** The drawn path of an edge in graph coordinates (a copy, made on demand; the scene stores control points). */
export interface EdgeGeometry {
  /** Sampled polyline as flat [x0, y0, ...], trimmed where arrow heads sit. */
  points: number[];
  arrows: ArrowHead[];
  /** Half way along the path: where the label goes. */
  midX: number;
  midY: number;
  box: Box;
}

const scratchCtrl = new Float64Array(8);
const scratchSamples = new EdgeSamples();

/** The untrimmed polyline of an edge between two node ends for a curve style. */
export function edgePolyline(s: EdgeEnd, t: EdgeEnd, curve: EdgeCurve): number[] {
  const kind = edgeControls(s, t, curve, scratchCtrl, 0);
  return scratchSamples.sample(kind, scratchCtrl, 0, 0, 0).toGeometry().points;
}

/**
 * The full geometry of an edge: polyline for the curve style (see `edgeControls`; `axis` for a tree branch),
 * arrow heads by direction (one-way: at the target, two-way: both ends, none: none) sized by the width where each
 * sits, the label point and the box covering all of it.
 * Allocates a new record; the scene's hot paths use `edgeControls` and `EdgeSamples` instead.
 */
export function edgeGeometry(
  s: EdgeEnd,
  t: EdgeEnd,
  curve: EdgeCurve,
  direction: EdgeDirection,
  width: number,
  endWidth = width,
  axis: BranchAxis = null,
): EdgeGeometry {
  const kind = edgeControls(s, t, curve, scratchCtrl, 0, axis);
  return scratchSamples.sample(kind, scratchCtrl, 0, arrowCount(direction), width, endWidth).toGeometry();
}

/**
 * Shortest distance from a point to a polyline (and its arrow tips' bases are covered by the trimmed line);
 * `length` limits how many of the flat coordinates count (a reused buffer holds more).
 */
export function distanceToPolyline(
  points: ArrayLike<number>,
  x: number,
  y: number,
  length = points.length,
): number {
  let best = Infinity;
  for (let i = 2; i < length; i += 2) {
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

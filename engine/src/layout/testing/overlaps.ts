import type { LayoutInput, LayoutResult } from '../types';

/** A node's box after a layout: its centre from the result, its size from the input (the size it is drawn at). */
export function laidOutBoxes(input: LayoutInput, result: LayoutResult) {
  const at = new Map<string, number>();
  result.ids.forEach((id, i) => at.set(id, i));
  return input.nodes.map((node) => {
    const i = at.get(node.id)!;
    return { id: node.id, x: result.xy[2 * i], y: result.xy[2 * i + 1], w: node.width, h: node.height };
  });
}

/**
 * Pairs of nodes whose boxes overlap (touching is fine), by a sweep along x: about n log n for a spread-out
 * layout, so it also serves the benchmark's 100k-node maps.
 */
export function countOverlaps(boxes: { x: number; y: number; w: number; h: number }[]): number {
  const sorted = [...boxes].sort((a, b) => a.x - a.w / 2 - (b.x - b.w / 2));
  let overlaps = 0;
  const eps = 1e-6;
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    const right = a.x + a.w / 2;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      if (b.x - b.w / 2 >= right - eps) break;
      if (Math.abs(a.y - b.y) < (a.h + b.h) / 2 - eps) overlaps++;
    }
  }
  return overlaps;
}

/**
 * Crossings among straight edges drawn centre to centre (edges sharing a node do not count). Two segments can only
 * cross where their bounding boxes meet, so a sweep along x compares each edge only with the edges whose x-range
 * overlaps its own: the property tests call this on fans of ~2,000 edges hundreds of times, where comparing every
 * pair took most of a minute. `null` when there are more than `limit` edges.
 */
export function countCrossings(input: LayoutInput, result: LayoutResult, limit = 5000): number | null {
  if (input.edges.length > limit) return null;
  const at = new Map<string, number>();
  result.ids.forEach((id, i) => at.set(id, i));
  const segs = input.edges
    .map((e) => [at.get(e.source), at.get(e.target)] as const)
    .filter(([s, t]) => s !== undefined && t !== undefined && s !== t) as [number, number][];
  const n = segs.length;
  const from = new Int32Array(n);
  const to = new Int32Array(n);
  const minX = new Float64Array(n);
  const maxX = new Float64Array(n);
  const minY = new Float64Array(n);
  const maxY = new Float64Array(n);
  const xy = result.xy;
  segs.forEach(([s, t], k) => {
    from[k] = s;
    to[k] = t;
    minX[k] = Math.min(xy[2 * s], xy[2 * t]);
    maxX[k] = Math.max(xy[2 * s], xy[2 * t]);
    minY[k] = Math.min(xy[2 * s + 1], xy[2 * t + 1]);
    maxY[k] = Math.max(xy[2 * s + 1], xy[2 * t + 1]);
  });
  const order = Array.from({ length: n }, (_, k) => k).sort((a, b) => minX[a] - minX[b]);
  let crossings = 0;
  for (let i = 0; i < n; i++) {
    const a = order[i];
    for (let j = i + 1; j < n; j++) {
      const b = order[j];
      if (minX[b] > maxX[a]) break;
      if (minY[b] > maxY[a] || minY[a] > maxY[b]) continue;
      if (segmentsCross(xy, from[a], to[a], from[b], to[b])) crossings++;
    }
  }
  return crossings;
}

/** Whether segment p→q properly crosses segment r→s (points are indices into `xy`; shared ends never cross). */
function segmentsCross(xy: ArrayLike<number>, p: number, q: number, r: number, s: number): boolean {
  if (p === r || p === s || q === r || q === s) return false;
  return orient(xy, p, q, r) * orient(xy, p, q, s) < 0 && orient(xy, r, s, p) * orient(xy, r, s, q) < 0;
}

/** Which side of a→b point c lies on; 0 within rounding of the line (collinear edges touch, they do not cross). */
function orient(xy: ArrayLike<number>, a: number, b: number, c: number): number {
  const abx = xy[2 * b] - xy[2 * a];
  const aby = xy[2 * b + 1] - xy[2 * a + 1];
  const acx = xy[2 * c] - xy[2 * a];
  const acy = xy[2 * c + 1] - xy[2 * a + 1];
  const cross = abx * acy - aby * acx;
  const scale = Math.sqrt(abx * abx + aby * aby) * Math.sqrt(acx * acx + acy * acy);
  return Math.abs(cross) <= 1e-9 * scale ? 0 : Math.sign(cross);
}

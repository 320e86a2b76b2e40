import type { LayoutInput, LayoutResult } from '../types';

/** A node's box after a layout: its centre from the result, its size from the style patch or the input. */
export function laidOutBoxes(input: LayoutInput, result: LayoutResult) {
  const at = new Map<string, number>();
  result.ids.forEach((id, i) => at.set(id, i));
  return input.nodes.map((node) => {
    const i = at.get(node.id)!;
    const size = result.nodeStyles[node.id]?.dimensions ?? { width: node.width, height: node.height };
    return { id: node.id, x: result.xy[2 * i], y: result.xy[2 * i + 1], w: size.width, h: size.height };
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

/** Crossings among straight edges drawn centre to centre (edges sharing a node do not count). */
export function countCrossings(input: LayoutInput, result: LayoutResult, limit = 5000): number | null {
  if (input.edges.length > limit) return null;
  const at = new Map<string, number>();
  result.ids.forEach((id, i) => at.set(id, i));
  const segs = input.edges
    .map((e) => [at.get(e.source), at.get(e.target)] as const)
    .filter(([s, t]) => s !== undefined && t !== undefined && s !== t) as [number, number][];
  const p = (i: number) => [result.xy[2 * i], result.xy[2 * i + 1]] as const;
  // Which side of a→b point c lies on; 0 within rounding of the line (collinear edges touch, they do not cross).
  const orient = (a: readonly number[], b: readonly number[], c: readonly number[]) => {
    const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
    const scale = Math.hypot(b[0] - a[0], b[1] - a[1]) * Math.hypot(c[0] - a[0], c[1] - a[1]);
    return Math.abs(cross) <= 1e-9 * scale ? 0 : Math.sign(cross);
  };
  let crossings = 0;
  for (let i = 0; i < segs.length; i++) {
    for (let j = i + 1; j < segs.length; j++) {
      const [a, b] = segs[i];
      const [c, d] = segs[j];
      if (a === c || a === d || b === c || b === d) continue;
      const [pa, pb, pc, pd] = [p(a), p(b), p(c), p(d)];
      if (orient(pa, pb, pc) * orient(pa, pb, pd) < 0 && orient(pc, pd, pa) * orient(pc, pd, pb) < 0)
        crossings++;
    }
  }
  return crossings;
}

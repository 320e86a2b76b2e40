import type { Point } from '@mapa/model';
import { isUnpositioned } from '@mapa/model';
import type { Forest } from '../graph/buildForest';
import { tidyTree, type TidyOptions } from '../tidy/tidyTree';
import type { LayoutInput } from '../types';

/** Top-down (levels go down) or left-to-right (levels go right); `RL` mirrors `LR`. */
export type TreeDirection = 'TD' | 'LR' | 'RL';

/** A node's box as the layout should reserve it (templates may resize nodes or put labels outside). */
export type BoxOf = (i: number) => { width: number; height: number };

/**
 * Lays a forest out as a tidy tree in `direction` and returns centres in `xy` (pairs, NaN for nodes not in the
 * forest), translated so the map's root stays where it is (or goes to 0,0 when it is unpositioned).
 */
export function layeredTree(
  input: LayoutInput,
  forest: Forest,
  direction: TreeDirection,
  spacing: TidyOptions,
  boxOf: BoxOf,
): Float64Array {
  const { n } = forest;
  const breadthSize = new Float64Array(n);
  const depthSize = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const box = boxOf(i);
    breadthSize[i] = direction === 'TD' ? box.width : box.height;
    depthSize[i] = direction === 'TD' ? box.height : box.width;
  }
  const placement = tidyTree(forest, breadthSize, depthSize, spacing);
  const xy = new Float64Array(2 * n);
  const sign = direction === 'RL' ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const b = placement.breadth[i];
    const d = placement.depth[i] * sign;
    xy[2 * i] = direction === 'TD' ? b : d;
    xy[2 * i + 1] = direction === 'TD' ? d : b;
  }
  if (forest.roots.length > 0) anchorAt(xy, forest.roots[0], anchorOf(input, forest.roots[0]));
  return xy;
}

/** Where the root should stay: its current centre, or the origin when it is unpositioned. */
export function anchorOf(input: LayoutInput, root: number): Point {
  const node = input.nodes[root];
  return isUnpositioned(node) ? { x: 0, y: 0 } : node.position;
}

/** Translates every pair of `xy` so node `i` lands on `at`. */
export function anchorAt(xy: Float64Array, i: number, at: Point): void {
  const dx = at.x - xy[2 * i];
  const dy = at.y - xy[2 * i + 1];
  for (let k = 0; k < xy.length; k += 2) {
    xy[k] += dx;
    xy[k + 1] += dy;
  }
}

/** The first-level ancestor of every reached node (-1 for roots and unreached nodes). */
export function branchOf(forest: Forest): Int32Array {
  const branch = new Int32Array(forest.n).fill(-1);
  for (const v of forest.order) {
    const p = forest.parent[v];
    if (p === -1) continue;
    branch[v] = forest.parent[p] === -1 ? v : branch[p];
  }
  return branch;
}

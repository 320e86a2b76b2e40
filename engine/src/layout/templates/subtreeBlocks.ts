import type { Forest } from '../graph/buildForest';
import type { BoxOf } from './layeredTree';

/**
 * The subtrees rooted at one depth of a laid-out forest, as rigid blocks a template can move: each reached node's
 * block root (the ancestor at `depth`, itself there; -1 above it) and each block's box relative to its root's
 * centre (`left`/`top` ≤ 0 ≤ `right`/`bottom`, indexed by the block root). A layout lays the whole forest out once
 * as a tidy tree, then places these blocks side by side or stacked: a block keeps the inner layout the tidy tree
 * gave it, so its nodes never overlap one another, and blocks placed apart never overlap each other. Linear time.
 */
export interface SubtreeBlocks {
  root: Int32Array;
  left: Float64Array;
  right: Float64Array;
  top: Float64Array;
  bottom: Float64Array;
}

export function subtreeBlocks(forest: Forest, xy: Float64Array, boxOf: BoxOf, depth: number): SubtreeBlocks {
  const { n } = forest;
  const root = new Int32Array(n).fill(-1);
  const left = new Float64Array(n);
  const right = new Float64Array(n);
  const top = new Float64Array(n);
  const bottom = new Float64Array(n);
  for (const v of forest.order) {
    const d = forest.depth[v];
    if (d < depth) continue;
    const r = d === depth ? v : root[forest.parent[v]];
    root[v] = r;
    const { width, height } = boxOf(v);
    const dx = xy[2 * v] - xy[2 * r];
    const dy = xy[2 * v + 1] - xy[2 * r + 1];
    left[r] = Math.min(left[r], dx - width / 2);
    right[r] = Math.max(right[r], dx + width / 2);
    top[r] = Math.min(top[r], dy - height / 2);
    bottom[r] = Math.max(bottom[r], dy + height / 2);
  }
  return { root, left, right, top, bottom };
}

/**
 * Moves every block into place: node `v` of the block rooted at `r` goes where `placed` (pairs, set for the block
 * roots) puts `r`, at its offset from `r` in `xy`, upside down when `flip[r]` is 1.
 */
export function placeBlocks(
  forest: Forest,
  blocks: SubtreeBlocks,
  xy: Float64Array,
  placed: Float64Array,
  flip?: Uint8Array,
): void {
  for (const v of forest.order) {
    const r = blocks.root[v];
    if (r === -1 || r === v) continue;
    const dy = xy[2 * v + 1] - xy[2 * r + 1];
    placed[2 * v] = placed[2 * r] + xy[2 * v] - xy[2 * r];
    placed[2 * v + 1] = placed[2 * r + 1] + (flip?.[r] === 1 ? -dy : dy);
  }
}

/** The children of node `v` in edge order. */
export function childrenOf(forest: Forest, v: number): Int32Array {
  return forest.children.subarray(forest.childStart[v], forest.childStart[v + 1]);
}

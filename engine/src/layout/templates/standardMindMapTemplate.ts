import { buildForest, type Forest } from '../graph/buildForest';
import { subForest } from '../graph/subForest';
import type { LayoutInput, LayoutTemplate, NodeLayoutPatch } from '../types';
import { branchOf, layeredTree } from './layeredTree';
import { gridBelow } from './gridBelow';

/** The standard mind map's constants (spec §9). */
export const STANDARD_MIND_MAP = { levelWidth: 420, leafHeight: 120, gap: 40, fitPadding: 80 } as const;

type Side = 'left' | 'right';

/**
 * Sides of the first-level branches (spec §4.7): a branch keeps its `mmSide`; the others, sorted by label,
 * alternate, each going to the side that has fewer branches so far (right first).
 */
export function assignSides(input: LayoutInput, firstLevel: readonly number[]): Map<number, Side> {
  const sides = new Map<number, Side>();
  let right = 0;
  let left = 0;
  for (const b of firstLevel) {
    const side = input.nodes[b].mmSide;
    if (side) {
      sides.set(b, side);
      if (side === 'right') right++;
      else left++;
    }
  }
  const free = firstLevel
    .filter((b) => !sides.has(b))
    .sort((a, b) => input.nodes[a].label.localeCompare(input.nodes[b].label) || a - b);
  for (const b of free) {
    const side: Side = right <= left ? 'right' : 'left';
    sides.set(b, side);
    if (side === 'right') right++;
    else left++;
  }
  return sides;
}

function firstLevelOf(forest: Forest): number[] {
  if (forest.roots.length === 0) return [];
  const root = forest.roots[0];
  return Array.from(forest.children.subarray(forest.childStart[root], forest.childStart[root + 1]));
}

/**
 * StandardMindMapTemplate: the classic two-sided mind map. The root in the middle, first-level branches on the
 * right or the left, each side a tidy tree growing outwards at 420 px per level with at least 120 px per leaf
 * and 40 px between (the theme colours the branches). Nodes the root does not reach go into a grid below.
 */
export const standardMindMapTemplate: LayoutTemplate = {
  name: 'StandardMindMapTemplate',
  animationMs: [500, 800],
  fitPadding: STANDARD_MIND_MAP.fitPadding,
  layout(input) {
    const forest = buildForest(input, { includeUnreached: false });
    const firstLevel = firstLevelOf(forest);
    const sides = assignSides(input, firstLevel);
    const branch = branchOf(forest);
    const spacing = {
      siblingGap: STANDARD_MIND_MAP.gap,
      subtreeGap: STANDARD_MIND_MAP.gap,
      levelGap: STANDARD_MIND_MAP.gap,
      levelStep: STANDARD_MIND_MAP.levelWidth,
    };
    const boxOf = (i: number) => ({
      width: input.nodes[i].width,
      height: Math.max(input.nodes[i].height, STANDARD_MIND_MAP.leafHeight),
    });
    const xy = new Float64Array(2 * forest.n).fill(NaN);
    for (const side of ['right', 'left'] as const) {
      const part = subForest(forest, (v) => branch[v] === -1 || sides.get(branch[v]) === side);
      const placed = layeredTree(input, part, side === 'right' ? 'LR' : 'RL', spacing, boxOf);
      for (const v of part.order) {
        xy[2 * v] = placed[2 * v];
        xy[2 * v + 1] = placed[2 * v + 1];
      }
    }
    let cell = 0;
    for (const v of forest.unreached) cell = Math.max(cell, input.nodes[v].width, input.nodes[v].height);
    gridBelow(xy, forest.unreached, cell + STANDARD_MIND_MAP.gap, boxOf);

    // Each first-level branch keeps the side it was given (layout data, spec §4.7); the theme colours them.
    const nodePatches: Record<string, NodeLayoutPatch> = {};
    for (const b of firstLevel) nodePatches[forest.ids[b]] = { mmSide: sides.get(b) };
    return { ids: forest.ids, xy, nodePatches, warnings: forest.warnings, algorithm: 'two-sided' };
  },
};

import { buildForest } from '../graph/buildForest';
import type { LayoutInput, LayoutTemplate } from '../types';
import { anchorOf, layeredTree, type BoxOf } from './layeredTree';
import { gridBelow } from './gridBelow';
import { childrenOf, placeBlocks, subtreeBlocks } from './subtreeBlocks';

/**
 * The timeline's constants: the events' near sides `spineGap` from the spine, blocks on one side `eventGap`
 * apart, consecutive events at least `step` apart along the spine, and each event's details a small tree
 * growing away from the spine (`levelGap` between levels, `siblingGap` between siblings).
 */
export const TIMELINE = { spineGap: 50, eventGap: 40, step: 60, levelGap: 40, siblingGap: 20 } as const;

/**
 * TimelineTemplate: the root at the left end of a horizontal spine, its children (the events) in order along it
 * to the right, alternating above and below it (first above); each event's descendants a top-down tree growing
 * away from the spine (upside down above it). The spine and the ticks to the events are the root's branches
 * (drawn as 'spine' branches, see `BranchAxis`). Nodes the root does not reach go into a grid below.
 */
export const timelineTemplate: LayoutTemplate = {
  name: 'TimelineTemplate',
  portugueseName: 'Linha do tempo',
  animationMs: [500, 800],
  fitPadding: 60,
  layout(input: LayoutInput) {
    const forest = buildForest(input, { includeUnreached: false });
    const boxOf: BoxOf = (i) => input.nodes[i];
    const tree = layeredTree(
      input,
      forest,
      'TD',
      { siblingGap: TIMELINE.siblingGap, subtreeGap: TIMELINE.siblingGap * 1.5, levelGap: TIMELINE.levelGap },
      boxOf,
    );
    const placed = new Float64Array(2 * forest.n).fill(NaN);
    if (forest.roots.length > 0) {
      const root = forest.roots[0];
      const at = anchorOf(input, root);
      placed[2 * root] = at.x;
      placed[2 * root + 1] = at.y;
      const blocks = subtreeBlocks(forest, tree, boxOf, 1);
      const flip = new Uint8Array(forest.n);
      const start = at.x + input.nodes[root].width / 2 + TIMELINE.eventGap;
      // The right end of the last block above (0) and below (1) the spine.
      const end = [start, start];
      let previous = -Infinity;
      childrenOf(forest, root).forEach((e, k) => {
        const side = k % 2;
        const x = Math.max(end[side] - blocks.left[e], previous + TIMELINE.step);
        const offset = TIMELINE.spineGap + input.nodes[e].height / 2;
        placed[2 * e] = x;
        placed[2 * e + 1] = side === 0 ? at.y - offset : at.y + offset;
        flip[e] = side === 0 ? 1 : 0;
        end[side] = x + blocks.right[e] + TIMELINE.eventGap;
        previous = x;
      });
      placeBlocks(forest, blocks, tree, placed, flip);
    }
    let cell = 0;
    for (const v of forest.unreached) cell = Math.max(cell, input.nodes[v].width, input.nodes[v].height);
    gridBelow(placed, forest.unreached, cell + TIMELINE.eventGap, boxOf);
    return { ids: forest.ids, xy: placed, nodePatches: {}, warnings: forest.warnings, algorithm: 'timeline' };
  },
};

import { RADIAL_SIZES, radialNodeSize } from '@mapa/model';
import { buildForest } from '../graph/buildForest';
import type { LayoutResult, LayoutTemplate } from '../types';
import { anchorAt, anchorOf } from './layeredTree';
import { gridBelow } from './gridBelow';
import { placeOnRings } from './radialRings';

export { radialNodeSize };

/** The radial mind map's constants (spec §9; its node sizes by depth are the model's `RADIAL_SIZES`). */
export const RADIAL = {
  baseRadius: 360,
  levelSpacing: 220,
  rootSize: RADIAL_SIZES.root,
  maxDepth: 10,
  /** Room kept between neighbours on a ring, so big maps widen their rings instead of overlapping. */
  ringGap: 30,
} as const;

/**
 * The radial mind map ('{name}Template'; ours is named after Tony Buzan): the root in the centre, each level on a
 * ring (a level of hundreds of leaves on a band of staggered rings, so the map still fits the screen), every
 * subtree in its own sector (so straight edges never cross, see {@link placeOnRings}). Nodes are placed by the
 * sizes they are drawn at (the request's: the template presents them smaller with depth, the theme colours their
 * branches), so placement and drawing agree; nothing but centres is written. Recursion stops at depth 10 and on
 * cycles; nodes the root does not reach go into a grid below.
 */
export const radialTemplate: LayoutTemplate = {
  name: 'BuzanTemplate',
  animationMs: [500, 800],
  fitPadding: 80,
  layout(input): LayoutResult {
    const forest = buildForest(input, { includeUnreached: false, maxDepth: RADIAL.maxDepth });
    const { order, depth } = forest;
    // Each ring keeps room for the biggest box on it (every node of a level is presented alike, or keeps its own
    // size where the map's hierarchy and this tree disagree).
    const levelSize: number[] = [];
    for (const v of order) {
      const side = Math.max(input.nodes[v].width, input.nodes[v].height);
      levelSize[depth[v]] = Math.max(levelSize[depth[v]] ?? 0, side);
    }
    const { angle, distance } = placeOnRings(forest, {
      baseRadius: RADIAL.baseRadius,
      levelSpacing: RADIAL.levelSpacing,
      sizeAt: (d) => levelSize[d] ?? radialNodeSize(d),
      gap: RADIAL.ringGap,
    });
    const xy = new Float64Array(2 * forest.n).fill(NaN);
    for (const v of order) {
      xy[2 * v] = distance[v] * Math.cos(angle[v]);
      xy[2 * v + 1] = distance[v] * Math.sin(angle[v]);
    }
    if (order.length > 0) anchorAt(xy, order[0], anchorOf(input, order[0]));
    let cell = 0;
    for (const v of forest.unreached) cell = Math.max(cell, input.nodes[v].width, input.nodes[v].height);
    gridBelow(xy, forest.unreached, cell + RADIAL.ringGap, (i) => input.nodes[i]);
    return { ids: forest.ids, xy, nodePatches: {}, warnings: forest.warnings, algorithm: 'radial' };
  },
};

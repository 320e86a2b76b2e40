import { buildForest } from '../graph/buildForest';
import type { EdgeStylePatch, LayoutResult, LayoutTemplate, NodeStylePatch } from '../types';
import { hslToHex, withAlpha } from './colors';
import { anchorAt, anchorOf, branchOf } from './layeredTree';
import { gridBelow } from './gridBelow';
import { placeOnRings } from './radialRings';

/** The radial mind map's constants (spec §9). */
export const RADIAL = {
  baseRadius: 360,
  levelSpacing: 220,
  rootSize: 220,
  sizeStep: 40,
  minSize: 50,
  rootEdgeWidth: 26,
  edgeWidthStep: 4,
  minEdgeWidth: 2,
  opacityStep: 0.08,
  minOpacity: 0.4,
  saturation: 0.75,
  lightness: 0.45,
  maxDepth: 10,
  /** Room kept between neighbours on a ring, so big maps widen their rings instead of overlapping. */
  ringGap: 30,
} as const;

/** Node size at `depth`: 220 − 40 per level, at least 50. */
export const radialNodeSize = (depth: number) =>
  Math.max(RADIAL.minSize, RADIAL.rootSize - RADIAL.sizeStep * depth);
/** Width of an edge leaving a node at `depth`: 26 − 4 per level, at least 2. */
export const radialEdgeWidth = (depth: number) =>
  Math.max(RADIAL.minEdgeWidth, RADIAL.rootEdgeWidth - RADIAL.edgeWidthStep * depth);
/** Opacity of an edge leaving a node at `depth`: 1 − 0.08 per level, at least 0.4. */
export const radialEdgeOpacity = (depth: number) =>
  Math.max(RADIAL.minOpacity, Math.round((1 - RADIAL.opacityStep * depth) * 100) / 100);

/**
 * The radial mind map ('{name}Template'; ours is named after Tony Buzan): the root in the centre, each level on a
 * ring (a level of hundreds of leaves on a band of staggered rings, so the map still fits the screen), every
 * subtree in its own sector (so straight edges never cross, see {@link placeOnRings}), every branch in
 * its own evenly spaced hue, sizes and edge widths shrinking with depth. Recursion stops at
 * depth 10 and on cycles; nodes the root does not reach go into a grid below.
 */
export const radialTemplate: LayoutTemplate = {
  name: 'BuzanTemplate',
  animationMs: [500, 800],
  fitPadding: 80,
  layout(input): LayoutResult {
    const forest = buildForest(input, { includeUnreached: false, maxDepth: RADIAL.maxDepth });
    const { order, parent, depth, children, childStart } = forest;
    const { angle, distance } = placeOnRings(forest, {
      baseRadius: RADIAL.baseRadius,
      levelSpacing: RADIAL.levelSpacing,
      sizeAt: radialNodeSize,
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
    gridBelow(xy, forest.unreached, cell + RADIAL.ringGap, (i) => {
      const size = depth[i] === -1 ? null : radialNodeSize(depth[i]);
      return size ? { width: size, height: size } : input.nodes[i];
    });

    const branch = branchOf(forest);
    const firstLevel =
      order.length > 0 ? children.subarray(childStart[order[0]], childStart[order[0] + 1]) : [];
    const hue = new Map<number, string>();
    firstLevel.forEach((b, i) =>
      hue.set(b, hslToHex((i * 360) / firstLevel.length, RADIAL.saturation, RADIAL.lightness)),
    );
    const nodeStyles: Record<string, NodeStylePatch> = {};
    for (const v of order) {
      const size = radialNodeSize(depth[v]);
      const style: NodeStylePatch = { dimensions: { width: size, height: size } };
      const color = hue.get(branch[v]);
      if (color) Object.assign(style, { borderColor: color, backgroundColor: withAlpha(color, 0.12) });
      nodeStyles[forest.ids[v]] = style;
    }
    const edgeStyles: Record<string, EdgeStylePatch> = {};
    for (const e of input.edges) {
      const s = forest.index.get(e.source);
      const t = forest.index.get(e.target);
      if (s === undefined || t === undefined || depth[s] === -1 || parent[t] !== s) continue;
      const color = hue.get(branch[t]) ?? '#999999';
      edgeStyles[e.id] = {
        width: radialEdgeWidth(depth[s]),
        color: withAlpha(color, radialEdgeOpacity(depth[s])),
      };
    }
    return { ids: forest.ids, xy, nodeStyles, edgeStyles, warnings: forest.warnings, algorithm: 'radial' };
  },
};

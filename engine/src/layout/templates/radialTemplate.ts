import { buildForest } from '../graph/buildForest';
import type { EdgeStylePatch, LayoutResult, LayoutTemplate, NodeStylePatch } from '../types';
import { hslToHex, withAlpha } from './colors';
import { anchorAt, anchorOf, branchOf } from './layeredTree';
import { gridBelow } from './gridBelow';

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
 * Radius of every ring: 360 for the first, +220 per level, widened when a ring would crowd its nodes (each leaf
 * gets an equal angle, so neighbours on a ring are at least one leaf's angle apart).
 */
function ringRadii(levels: number, leaves: number): Float64Array {
  const radius = new Float64Array(levels);
  for (let d = 1; d < levels; d++) {
    const spec = RADIAL.baseRadius + (d - 1) * RADIAL.levelSpacing;
    const chordNeeded = radialNodeSize(d) * Math.SQRT2 + RADIAL.ringGap;
    const crowd = leaves > 1 ? chordNeeded / (2 * Math.sin(Math.PI / leaves)) : 0;
    radius[d] = Math.max(spec, crowd, d > 1 ? radius[d - 1] + RADIAL.levelSpacing : 0);
  }
  return radius;
}

/**
 * The radial mind map ('{name}Template'; ours is named after Tony Buzan): the root in the centre, each level on a
 * ring, every branch in its own evenly spaced hue, sizes and edge widths shrinking with depth. Recursion stops at
 * depth 10 and on cycles; nodes the root does not reach go into a grid below.
 */
export const radialTemplate: LayoutTemplate = {
  name: 'BuzanTemplate',
  animationMs: [500, 800],
  fitPadding: 80,
  layout(input): LayoutResult {
    const forest = buildForest(input, { includeUnreached: false, maxDepth: RADIAL.maxDepth });
    const { n, order, parent, depth, children, childStart } = forest;
    const leaves = new Float64Array(n);
    let levels = 0;
    for (let k = order.length - 1; k >= 0; k--) {
      const v = order[k];
      levels = Math.max(levels, depth[v] + 1);
      if (childStart[v] === childStart[v + 1]) leaves[v] = 1;
      if (parent[v] !== -1) leaves[parent[v]] += leaves[v];
    }
    const radius = ringRadii(levels, order.length > 0 ? leaves[order[0]] : 0);
    const start = new Float64Array(n);
    const span = new Float64Array(n);
    const xy = new Float64Array(2 * n).fill(NaN);
    if (order.length > 0) span[order[0]] = 2 * Math.PI;
    for (const v of order) {
      const angle = start[v] + span[v] / 2;
      xy[2 * v] = radius[depth[v]] * Math.cos(angle);
      xy[2 * v + 1] = radius[depth[v]] * Math.sin(angle);
      let at = start[v];
      for (let k = childStart[v]; k < childStart[v + 1]; k++) {
        const c = children[k];
        start[c] = at;
        span[c] = (span[v] * leaves[c]) / leaves[v];
        at += span[c];
      }
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

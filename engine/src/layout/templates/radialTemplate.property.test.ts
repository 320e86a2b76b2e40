import fc from 'fast-check';
import { buildForest } from '../graph/buildForest';
import { countCrossings, countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';
import { fanMap } from '../testing/fanMap';
import { outlineTree } from '../testing/outlineTree';
import type { LayoutInput, LayoutResult } from '../types';
import { RADIAL, radialNodeSize, radialTemplate } from './radialTemplate';
import { STAGGER_MIN_LEAVES } from './radialStagger';
import { presented } from '../testing/presented';

/**
 * A random tree grown in groups: each group hangs 1–3 nodes, or a fan of up to 30, under an earlier node (the root,
 * a recent node for deep chains, or any). Fans under a small branch are what an edge-crossing layout trips on.
 */
const treeArb = fc
  .array(
    fc.record({
      pick: fc.nat(),
      kind: fc.integer({ min: 0, max: 2 }),
      size: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 10, max: 30 })),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((groups): LayoutInput => {
    const node = (i: number) => ({
      id: `n${i}`,
      width: 100,
      height: 50,
      label: `n${i}`,
      position: { x: 0.000123, y: 0.000123 },
    });
    const nodes = [node(0)];
    const edges: LayoutInput['edges'] = [];
    for (const g of groups) {
      const i = nodes.length;
      const parent = g.kind === 0 ? 0 : g.kind === 1 ? Math.max(0, i - 1 - (g.pick % 3)) : g.pick % i;
      for (let k = 0; k < g.size; k++) {
        edges.push({ id: `e${nodes.length}`, source: `n${parent}`, target: `n${nodes.length}` });
        nodes.push(node(nodes.length));
      }
    }
    return { nodes, edges };
  });

/** Nodes at the sizes the radial template presents (as a request has them): what it places them by. */
const sized = (input: LayoutInput) => presented(input, 'BuzanTemplate');
const layout = (input: LayoutInput) => radialTemplate.layout(input) as LayoutResult;

/** The edges the radial tree draws from parent to child (not those to nodes beyond depth 10, which go to the grid). */
function treeEdges(input: LayoutInput): LayoutInput {
  const forest = buildForest(input, { includeUnreached: false, maxDepth: RADIAL.maxDepth });
  const edges = input.edges.filter((e) => {
    const t = forest.index.get(e.target)!;
    return forest.depth[t] > 0 && forest.parent[t] === forest.index.get(e.source);
  });
  return { ...input, edges };
}

/** Distances of the placed nodes from the root, grouped by depth: the distinct ring radii per depth, ascending. */
function ringsOf(input: LayoutInput, result: LayoutResult): number[][] {
  const forest = buildForest(input, { includeUnreached: false, maxDepth: RADIAL.maxDepth });
  const root = forest.order[0];
  const rings: number[][] = [];
  for (const v of forest.order) {
    const r = Math.hypot(
      result.xy[2 * v] - result.xy[2 * root],
      result.xy[2 * v + 1] - result.xy[2 * root + 1],
    );
    const ring = (rings[forest.depth[v]] ??= []);
    if (!ring.some((known) => Math.abs(known - r) < 1e-6)) ring.push(r);
  }
  return rings.map((radii) => radii.sort((a, b) => a - b));
}

/** How many nodes each depth holds. */
function levelSizes(input: LayoutInput): number[] {
  const forest = buildForest(input, { includeUnreached: false, maxDepth: RADIAL.maxDepth });
  const sizes: number[] = [];
  for (const v of forest.order) sizes[forest.depth[v]] = (sizes[forest.depth[v]] ?? 0) + 1;
  return sizes;
}

/**
 * Each level on its own band: one ring, or (a level of many leaves) staggered rings a box diagonal plus the gap
 * apart; bands start at the spec's radius and each at least the level spacing beyond the previous one.
 */
function expectBands(input: LayoutInput, result: LayoutResult): void {
  const rings = ringsOf(input, result);
  const sizes = levelSizes(input);
  for (let d = 1; d < rings.length; d++) {
    const band = rings[d];
    if (sizes[d] < STAGGER_MIN_LEAVES) expect(band).toHaveLength(1);
    for (let q = 1; q < band.length; q++)
      expect(band[q] - band[q - 1]).toBeGreaterThanOrEqual(
        Math.SQRT2 * radialNodeSize(d) + RADIAL.ringGap - 1e-6,
      );
    expect(band[0]).toBeGreaterThanOrEqual(RADIAL.baseRadius + RADIAL.levelSpacing * (d - 1) - 1e-6);
    if (d > 1) expect(band[0]).toBeGreaterThanOrEqual(rings[d - 1].at(-1)! + RADIAL.levelSpacing - 1e-6);
  }
}

describe('the radial mind map on random trees', () => {
  it('never crosses tree edges, never overlaps nodes, and puts each level on a wider band', () => {
    fc.assert(
      fc.property(treeArb, (raw) => {
        const input = sized(raw);
        const result = layout(input);
        expect(countCrossings(treeEdges(input), result)).toBe(0);
        expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
        expectBands(input, result);
      }),
      { numRuns: 150 },
    );
  });

  it('staggers big fans of leaves into rings: still no crossings or overlaps, and a much narrower map', () => {
    const fans = fc.record({
      branches: fc.integer({ min: 1, max: 12 }),
      leaves: fc.array(fc.integer({ min: 0, max: 160 }), { minLength: 12, maxLength: 12 }),
      deep: fc.integer({ min: 0, max: 11 }),
    });
    fc.assert(
      fc.property(fans, ({ branches, leaves, deep }) => {
        const input = sized(fanMap(branches, (b) => leaves[b], deep % branches));
        const result = layout(input);
        expect(countCrossings(treeEdges(input), result)).toBe(0);
        expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
        expectBands(input, result);
        // Hundreds of leaves on one level are always staggered.
        const leafCount = leaves.slice(0, branches).reduce((a, b) => a + b, 0);
        if (leafCount >= 200) expect(ringsOf(input, result)[2].length).toBeGreaterThan(1);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a generated 1,000-node map free of tree-edge crossings and overlaps', () => {
    const input = sized(generateTree(1000, 42));
    const result = layout(input);
    expect(countCrossings(treeEdges(input), result)).toBe(0);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });

  it('keeps the last, partly filled level of a breadth-first outline beside the rest of the map', () => {
    // The harness's 1,000- and 10,000-topic outlines: only the first main topic reaches the deepest level. Its ring
    // once went to twice the radius of every other branch's outer ring (a fan of long edges far out of the circle).
    for (const size of [1000, 10_000]) {
      const input = sized(outlineTree(size));
      const result = layout(input);
      const rings = ringsOf(input, result);
      const last = rings.length - 1;
      expect(rings[last].at(-1)! / rings[last - 1].at(-1)!).toBeLessThan(1.25);
      expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
      expect(countCrossings(treeEdges(input), result, size)).toBe(0);
    }
  });
});

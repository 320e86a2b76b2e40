import fc from 'fast-check';
import { buildForest } from '../graph/buildForest';
import { countCrossings, countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';
import type { LayoutInput, LayoutResult } from '../types';
import { RADIAL, radialTemplate } from './radialTemplate';

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

/** Distance of every placed node from the root, grouped by depth: [least, most] per depth. */
function ringsOf(input: LayoutInput, result: LayoutResult): [number, number][] {
  const forest = buildForest(input, { includeUnreached: false, maxDepth: RADIAL.maxDepth });
  const root = forest.order[0];
  const rings: [number, number][] = [];
  for (const v of forest.order) {
    const r = Math.hypot(
      result.xy[2 * v] - result.xy[2 * root],
      result.xy[2 * v + 1] - result.xy[2 * root + 1],
    );
    const ring = (rings[forest.depth[v]] ??= [Infinity, -Infinity]);
    ring[0] = Math.min(ring[0], r);
    ring[1] = Math.max(ring[1], r);
  }
  return rings;
}

describe('the radial mind map on random trees', () => {
  it('never crosses tree edges, never overlaps nodes, and puts each level on a wider ring', () => {
    fc.assert(
      fc.property(treeArb, (input) => {
        const result = layout(input);
        expect(countCrossings(treeEdges(input), result)).toBe(0);
        expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
        const rings = ringsOf(input, result);
        for (let d = 1; d < rings.length; d++) {
          expect(rings[d][1] - rings[d][0]).toBeLessThan(1e-6); // one ring per depth
          expect(rings[d][0]).toBeGreaterThanOrEqual(
            RADIAL.baseRadius + RADIAL.levelSpacing * (d - 1) - 1e-6,
          );
          if (d > 1) expect(rings[d][0]).toBeGreaterThanOrEqual(rings[d - 1][0] + RADIAL.levelSpacing - 1e-6);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps a generated 1,000-node map free of tree-edge crossings and overlaps', () => {
    const input = generateTree(1000, 42);
    const result = layout(input);
    expect(countCrossings(treeEdges(input), result)).toBe(0);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });
});

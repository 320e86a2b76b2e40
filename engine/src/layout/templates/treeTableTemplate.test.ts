import fc from 'fast-check';
import { buildForest } from '../graph/buildForest';
import { at, smallTree } from '../testing/smallTree';
import { countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';
import { mixedTreeArb } from '../testing/mixedTreeArb';
import type { LayoutInput, LayoutResult } from '../types';
import { TREE_TABLE, treeTableTemplate } from './treeTableTemplate';

const layout = (input: LayoutInput) => treeTableTemplate.layout(input) as LayoutResult;

/**
 * The table's shape: the main topics' tops on one row below the root, left to right in edge order; every other
 * node in its main topic's column, below its parent and indented one step more than it (left sides).
 */
function expectTable(input: LayoutInput, result: LayoutResult): void {
  const forest = buildForest(input, { includeUnreached: false });
  const root = forest.roots[0];
  const left = (v: number) => result.xy[2 * v] - input.nodes[v].width / 2;
  const top = (v: number) => result.xy[2 * v + 1] - input.nodes[v].height / 2;
  const heads = forest.children.subarray(forest.childStart[root], forest.childStart[root + 1]);
  heads.forEach((h, k) => {
    expect(top(h)).toBeCloseTo(
      result.xy[2 * root + 1] + input.nodes[root].height / 2 + TREE_TABLE.headerGap,
      6,
    );
    if (k > 0) expect(left(h)).toBeGreaterThan(left(heads[k - 1]));
  });
  for (const v of forest.order) {
    if (forest.depth[v] < 2) continue;
    const p = forest.parent[v];
    expect(left(v)).toBeCloseTo(left(p) + TREE_TABLE.indent, 6);
    expect(top(v)).toBeGreaterThan(top(p));
  }
}

describe('TreeTableTemplate', () => {
  it('puts the main topics in columns below the root and the rest in indented rows', () => {
    const input = smallTree({ root: ['a', 'b'], a: ['a1', 'a2'], a1: ['a11'], b: ['b1'] });
    const result = layout(input);
    // Outline order: a, a1, a11, a2 down the first column.
    expect(at(result, 'a1').y).toBeGreaterThan(at(result, 'a').y);
    expect(at(result, 'a11').y).toBeGreaterThan(at(result, 'a1').y);
    expect(at(result, 'a2').y).toBeGreaterThan(at(result, 'a11').y);
    expect(at(result, 'b').x).toBeGreaterThan(at(result, 'a11').x);
    expect(at(result, 'a').y).toBe(at(result, 'b').y);
    expectTable(input, result);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });

  it('never overlaps nodes of mixed sizes on random trees', () => {
    fc.assert(
      fc.property(mixedTreeArb, (input) => {
        const result = layout(input);
        expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
        expectTable(input, result);
      }),
      { numRuns: 150 },
    );
  });

  it('lays a generated 1,000-node map of mixed sizes out without overlaps', () => {
    const input = generateTree(1000, 7);
    const result = layout(input);
    expect(result.xy.every(Number.isFinite)).toBe(true);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
    expectTable(input, result);
  });
});

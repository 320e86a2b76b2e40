import fc from 'fast-check';
import { buildForest } from '../graph/buildForest';
import { at, smallTree } from '../testing/smallTree';
import { countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';
import { mixedTreeArb } from '../testing/mixedTreeArb';
import type { LayoutInput, LayoutResult } from '../types';
import { BRACE_MAP, braceMapTemplate, LOGIC_CHART, logicChartTemplate } from './logicTemplates';

/**
 * Every child wholly right of its parent, at least the level gap beyond it, and a parent's children stacked in
 * one column (one x), in edge order top to bottom, the parent between the first and the last.
 */
function expectToTheRight(input: LayoutInput, result: LayoutResult, levelGap: number): void {
  const forest = buildForest(input, { includeUnreached: true });
  const x = (v: number) => result.xy[2 * v];
  const y = (v: number) => result.xy[2 * v + 1];
  for (let p = 0; p < forest.n; p++) {
    const kids = forest.children.subarray(forest.childStart[p], forest.childStart[p + 1]);
    kids.forEach((c, k) => {
      expect(x(c) - input.nodes[c].width / 2).toBeGreaterThanOrEqual(
        x(p) + input.nodes[p].width / 2 + levelGap - 1e-6,
      );
      expect(x(c)).toBe(x(kids[0]));
      if (k > 0) expect(y(c)).toBeGreaterThan(y(kids[k - 1]));
    });
    if (kids.length > 0) {
      expect(y(p)).toBeGreaterThanOrEqual(y(kids[0]) - 1e-6);
      expect(y(p)).toBeLessThanOrEqual(y(kids[kids.length - 1]) + 1e-6);
    }
  }
}

describe.each([
  [logicChartTemplate, LOGIC_CHART.levelGap],
  [braceMapTemplate, BRACE_MAP.levelGap],
])('$name', (template, levelGap) => {
  const layout = (input: LayoutInput) => template.layout(input) as Promise<LayoutResult>;

  it('stacks the children of each node in a column to its right', async () => {
    const input = smallTree({ root: ['a', 'b', 'c'], a: ['a1', 'a2'], c: ['c1'] });
    const result = await layout(input);
    expect(at(result, 'a').x).toBeGreaterThan(at(result, 'root').x);
    expect(at(result, 'a1').x).toBeGreaterThan(at(result, 'a').x);
    expectToTheRight(input, result, levelGap);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });

  it('never overlaps nodes of mixed sizes on random trees', async () => {
    await fc.assert(
      fc.asyncProperty(mixedTreeArb, async (input) => {
        const result = await layout(input);
        expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
        expectToTheRight(input, result, levelGap);
      }),
      { numRuns: 100 },
    );
  });

  it('lays a generated 1,000-node map of mixed sizes out without overlaps', async () => {
    const input = generateTree(1000, 7);
    const result = await layout(input);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
    expectToTheRight(input, result, levelGap);
  });
});

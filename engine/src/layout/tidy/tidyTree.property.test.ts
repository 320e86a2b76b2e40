import fc from 'fast-check';
import type { LayoutInput } from '../types';
import { baseTemplate, organogramTemplate, treeLRTemplate, treeTDTemplate } from '../templates/treeTemplates';
import { standardMindMapTemplate } from '../templates/standardMindMapTemplate';
import { flashCardsTemplate } from '../templates/flashCardsTemplate';
import { countCrossings, countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';

/** A random forest: node i > 0 hangs under an earlier node or (sometimes) starts a new tree; random sizes. */
const forestArb = fc
  .array(
    fc.record({
      parent: fc.nat(),
      orphan: fc.boolean(),
      width: fc.integer({ min: 10, max: 400 }),
      height: fc.integer({ min: 10, max: 300 }),
    }),
    { minLength: 1, maxLength: 60 },
  )
  .map((rows): LayoutInput => {
    const nodes = rows.map((r, i) => ({
      id: `n${i}`,
      width: r.width,
      height: r.height,
      label: `n${i}`,
      position: { x: 0.000123, y: 0.000123 },
    }));
    const edges = rows.flatMap((r, i) =>
      i === 0 || (r.orphan && i % 5 === 0)
        ? []
        : [{ id: `e${i}`, source: `n${r.parent % i}`, target: `n${i}` }],
    );
    return { nodes, edges };
  });

describe('tree layouts never overlap nodes', () => {
  for (const template of [
    baseTemplate,
    treeTDTemplate,
    treeLRTemplate,
    organogramTemplate,
    standardMindMapTemplate,
    flashCardsTemplate,
  ]) {
    it(`${template.name}: no two boxes overlap and no tree edges cross, on random forests`, async () => {
      await fc.assert(
        fc.asyncProperty(forestArb, async (input) => {
          const result = await template.layout(input);
          expect(result.algorithm).not.toBe('elk-layered');
          expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
          // The row of flashcards, and the grid where the two-sided map puts what its root does not reach, may
          // cross edges; the trees themselves never do.
          if (template !== flashCardsTemplate && template !== standardMindMapTemplate)
            expect(countCrossings(input, result)).toBe(0);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('lays out a 20,000-deep chain without overflowing the stack', async () => {
    const n = 20_000;
    const input: LayoutInput = {
      nodes: Array.from({ length: n }, (_, i) => ({
        id: `c${i}`,
        width: 100,
        height: 50,
        label: '',
        position: { x: 0, y: 0 },
      })),
      edges: Array.from({ length: n - 1 }, (_, i) => ({ id: `e${i}`, source: `c${i}`, target: `c${i + 1}` })),
    };
    const result = await treeTDTemplate.layout(input);
    expect(result.xy[2 * (n - 1) + 1]).toBeGreaterThan(result.xy[1]);
    expect(result.xy[2 * (n - 1)]).toBeCloseTo(result.xy[0]);
  });

  it('keeps a generated 5,000-node tree free of overlaps', async () => {
    const input = generateTree(5000, 7);
    const result = await treeLRTemplate.layout(input);
    expect(result.algorithm).toBe('tidy-tree');
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });
});

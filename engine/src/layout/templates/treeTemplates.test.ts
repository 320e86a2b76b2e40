import { at, smallTree } from '../testing/smallTree';
import { presented } from '../testing/presented';
import { countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { baseTemplate, organogramTemplate, TREE_LR, treeLRTemplate, treeTDTemplate } from './treeTemplates';

const outline = { root: ['a', 'b', 'c'], a: ['a1', 'a2'], c: ['c1'], c1: ['c11'] };

describe('Tree TD and BaseTemplate (top-down)', () => {
  it.each([treeTDTemplate, baseTemplate])(
    '$name puts each level on one row, deeper below',
    async (template) => {
      const result = await template.layout(smallTree(outline));
      const y = (id: string) => at(result, id).y;
      expect(y('a')).toBe(y('b'));
      expect(y('b')).toBe(y('c'));
      expect(y('a1')).toBe(y('c1'));
      expect(y('root')).toBeLessThan(y('a'));
      expect(y('a')).toBeLessThan(y('a1'));
      expect(y('c1')).toBeLessThan(y('c11'));
      // Siblings in edge order, the parent centred over its children.
      expect(at(result, 'a').x).toBeLessThan(at(result, 'b').x);
      expect(at(result, 'b').x).toBeLessThan(at(result, 'c').x);
      expect(at(result, 'a').x).toBeCloseTo((at(result, 'a1').x + at(result, 'a2').x) / 2);
    },
  );

  it('BaseTemplate (spacing 3) spreads wider than Tree TD (spacing 1.5)', async () => {
    const wide = await baseTemplate.layout(smallTree(outline));
    const narrow = await treeTDTemplate.layout(smallTree(outline));
    const spread = (r: typeof wide) => at(r, 'c').x - at(r, 'a').x;
    expect(spread(wide)).toBeGreaterThan(spread(narrow));
  });

  it('keeps the root where it is when it is positioned', async () => {
    const result = await treeTDTemplate.layout(
      smallTree(outline, { root: { position: { x: 500, y: -40 } } }),
    );
    expect(at(result, 'root')).toEqual({ x: 500, y: -40 });
  });

  it('warns "Root node not found." on an empty map', async () => {
    const result = await treeTDTemplate.layout({ nodes: [], edges: [] });
    expect(result.warnings).toContain('Root node not found.');
    expect(result.ids).toEqual([]);
  });
});

describe('Tree LR', () => {
  it('puts every parent left of its children, 300 apart in rank at least', async () => {
    const input = smallTree(outline);
    const result = await treeLRTemplate.layout(input);
    for (const e of input.edges) {
      const gap = at(result, e.target).x - at(result, e.source).x;
      expect(gap).toBeGreaterThanOrEqual(TREE_LR.rankSeparation);
    }
    expect(at(result, 'a').x).toBe(at(result, 'c').x);
  });

  it('writes no styles: the theme colours the branches', async () => {
    const result = await treeLRTemplate.layout(smallTree(outline));
    expect(result.nodePatches).toEqual({});
  });
});

describe('OrganogramTemplate', () => {
  it('lays the presented 80×80 boxes out top to bottom with room for labels below, writing no styles', async () => {
    const input = presented(smallTree(outline), 'OrganogramTemplate');
    expect(input.nodes[1]).toMatchObject({ width: 80, height: 80 });
    const result = await organogramTemplate.layout(input);
    expect(result.nodePatches).toEqual({});
    expect(at(result, 'a').y - at(result, 'root').y).toBeGreaterThanOrEqual(120 + 80);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });
});

describe('graphs that are not trees', () => {
  it('go through ELK layered (with a cycle) and still do not overlap', async () => {
    const input = smallTree({ root: ['a', 'b'], a: ['c'], b: ['c'], c: ['root'] });
    const result = await treeTDTemplate.layout(input);
    expect(result.algorithm).toBe('elk-layered');
    expect(result.warnings).toContain('Cycle detected');
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
    expect(at(result, 'a').y).toBeGreaterThan(at(result, 'root').y);
  });
});

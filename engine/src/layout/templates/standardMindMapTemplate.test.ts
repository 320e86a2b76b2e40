import type { LayoutResult } from '../types';
import { at, smallTree } from '../testing/smallTree';
import { assignSides, standardMindMapTemplate } from './standardMindMapTemplate';

const layout = (input: Parameters<typeof standardMindMapTemplate.layout>[0]) =>
  standardMindMapTemplate.layout(input) as LayoutResult;

describe('the standard (two-sided) mind map', () => {
  it('alternates first-level branches right and left, sorted by label', () => {
    const input = smallTree({ root: ['delta', 'alpha', 'charlie', 'bravo'] });
    const result = layout(input);
    const root = at(result, 'root');
    const side = (id: string) => (at(result, id).x > root.x ? 'right' : 'left');
    expect(['alpha', 'bravo', 'charlie', 'delta'].map(side)).toEqual(['right', 'left', 'right', 'left']);
    expect(result.nodePatches['alpha']).toEqual({ mmSide: 'right' });
    expect(result.nodePatches['bravo']).toEqual({ mmSide: 'left' });
  });

  it('keeps an existing mmSide', () => {
    const input = smallTree({ root: ['a', 'b', 'c'] }, { a: { mmSide: 'left' }, b: { mmSide: 'left' } });
    const sides = assignSides(input, [1, 2, 3]);
    expect([...sides.values()]).toEqual(['left', 'left', 'right']);
    const result = layout(input);
    expect(at(result, 'a').x).toBeLessThan(at(result, 'root').x);
    expect(at(result, 'c').x).toBeGreaterThan(at(result, 'root').x);
  });

  it('steps 420 px per level outwards on both sides, 120 px per leaf at least', () => {
    const input = smallTree({ root: ['a', 'b'], a: ['a1', 'a2'], b: ['b1'] });
    const result = layout(input);
    const root = at(result, 'root');
    expect(at(result, 'a').x - root.x).toBe(420);
    expect(at(result, 'a1').x - root.x).toBe(840);
    expect(at(result, 'b').x - root.x).toBe(-420);
    expect(at(result, 'b1').x - root.x).toBe(-840);
    expect(Math.abs(at(result, 'a2').y - at(result, 'a1').y)).toBeGreaterThanOrEqual(160);
  });

  it('writes each first-level branch its side and nothing else (the theme colours the branches)', () => {
    const result = layout(smallTree({ root: ['a', 'b'], a: ['a1'] }));
    expect(result.nodePatches).toEqual({ a: { mmSide: 'right' }, b: { mmSide: 'left' } });
  });
});

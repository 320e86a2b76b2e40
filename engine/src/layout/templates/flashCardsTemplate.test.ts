import type { LayoutResult } from '../types';
import { at, smallTree } from '../testing/smallTree';
import { flashCardsTemplate } from './flashCardsTemplate';

describe('FlashCardsTemplate', () => {
  const input = smallTree({ root: ['a', 'b'], a: ['a1'] });

  it('lays 400×240 cards in one row, root first then breadth-first', () => {
    const result = flashCardsTemplate.layout(input) as LayoutResult;
    const xs = ['root', 'a', 'b', 'a1'].map((id) => at(result, id).x);
    expect(xs).toEqual([0, 440, 880, 1320]);
    expect(new Set(['root', 'a', 'b', 'a1'].map((id) => at(result, id).y))).toEqual(new Set([0]));
    expect(result.nodeStyles['a'].dimensions).toEqual({ width: 400, height: 240 });
  });

  it('uses 300×200 cards when the window is under 768 px', () => {
    const result = flashCardsTemplate.layout({ ...input, viewportWidth: 700 }) as LayoutResult;
    expect(result.nodeStyles['a'].dimensions).toEqual({ width: 300, height: 200 });
    expect(at(result, 'a').x).toBe(340);
  });
});

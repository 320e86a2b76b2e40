import type { LayoutResult } from '../types';
import { at, smallTree } from '../testing/smallTree';
import { presented } from '../testing/presented';
import { flashCardsTemplate } from './flashCardsTemplate';

describe('FlashCardsTemplate', () => {
  const input = smallTree({ root: ['a', 'b'], a: ['a1'] });

  it('lays the cards (400×240 as presented) in one row, root first then breadth-first, writing no sizes', () => {
    const cards = presented(input, 'FlashCardsTemplate');
    expect(cards.nodes.map((n) => [n.width, n.height])).toEqual(Array(4).fill([400, 240]));
    const result = flashCardsTemplate.layout(cards) as LayoutResult;
    const xs = ['root', 'a', 'b', 'a1'].map((id) => at(result, id).x);
    expect(xs).toEqual([0, 440, 880, 1320]);
    expect(new Set(['root', 'a', 'b', 'a1'].map((id) => at(result, id).y))).toEqual(new Set([0]));
    expect(result.nodePatches).toEqual({});
  });

  it('spaces the 300×200 cards of a window under 768 px', () => {
    const cards = presented({ ...input, viewportWidth: 700 }, 'FlashCardsTemplate');
    expect(cards.nodes[1]).toMatchObject({ width: 300, height: 200 });
    const result = flashCardsTemplate.layout(cards) as LayoutResult;
    expect(at(result, 'a').x).toBe(340);
  });
});

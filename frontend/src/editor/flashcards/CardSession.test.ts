import { MapState } from '@mapa/model';
import { CardSession } from './CardSession';
import { cardSize, orderByX, rowPositions, shuffle, stepIndex } from './cardRow';
import { cardIds, cardsState, CARD_COLOURS } from './cardsState';

/** A fixed sequence of "random" numbers, so the shuffle is known. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

describe('the card row (spec §2.20, §4.8)', () => {
  it('is 400×240 cards, or 300×200 under 768 px', () => {
    expect(cardSize(1280)).toEqual({ width: 400, height: 240 });
    expect(cardSize(768)).toEqual({ width: 400, height: 240 });
    expect(cardSize(767)).toEqual({ width: 300, height: 200 });
  });

  it('orders cards by x, left to right, whatever order they are listed in', () => {
    const positions = new Map([
      ['c', { x: 900, y: 0 }],
      ['a', { x: -50, y: 300 }],
      ['b', { x: 120, y: -40 }],
    ]);
    expect(orderByX(positions)).toEqual(['a', 'b', 'c']);
  });

  it('lays the order out in one row, one card plus the gap apart', () => {
    const row = rowPositions(['x', 'y', 'z'], { width: 400, height: 240 });
    expect([...row.values()]).toEqual([
      { x: 0, y: 0 },
      { x: 440, y: 0 },
      { x: 880, y: 0 },
    ]);
    expect(orderByX(row)).toEqual(['x', 'y', 'z']);
  });

  it('shuffles every card exactly once', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const out = shuffle(ids, sequence(0.1, 0.9, 0.4, 0.7));
    expect(out).not.toEqual(ids);
    expect([...out].sort()).toEqual(ids);
  });

  it('steps stop at the first and the last card', () => {
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(-1);
  });
});

describe('CardSession', () => {
  const ids = ['a', 'b', 'c'];

  it('starts with the counters at 0, the row ordered by x and the first card current', () => {
    const session = new CardSession(1280, sequence(0.5, 0.2));
    expect(session.running).toBe(false);
    expect(session.current).toBeNull();
    session.shuffling();
    expect(session.phase).toBe('shuffling');
    session.start(ids);
    expect(session.running).toBe(true);
    expect([session.correctAnswers, session.wrongAnswers]).toEqual([0, 0]);
    expect(session.order).toEqual(orderByX(session.positions));
    expect([...session.order].sort()).toEqual(ids);
    expect(session.current).toBe(session.order[0]);
  });

  it('walks previous/next and stops at both ends', () => {
    const session = new CardSession(1280, () => 0);
    session.start(ids);
    const [first, second, last] = session.order;
    expect(session.previous()).toBe(first);
    expect(session.atFirst).toBe(true);
    expect(session.next()).toBe(second);
    expect(session.next()).toBe(last);
    expect(session.atLast).toBe(true);
    expect(session.next()).toBe(last);
    expect(session.previous()).toBe(second);
  });

  it('a clicked card becomes the current one; anything else changes nothing', () => {
    const session = new CardSession(1280);
    session.start(ids);
    session.goTo(session.order[2]);
    expect(session.index).toBe(2);
    session.goTo('nope');
    expect(session.index).toBe(2);
  });

  it('counts Correct and Wrong; a card answered again moves to the other count', () => {
    const session = new CardSession(1280);
    session.start(ids);
    session.answer('a', true);
    session.answer('b', false);
    session.answer('c', true);
    expect([session.correctAnswers, session.wrongAnswers]).toEqual([2, 1]);
    session.answer('c', false);
    expect([session.correctAnswers, session.wrongAnswers]).toEqual([1, 2]);
    expect(session.results.get('c')).toBe(false);
    session.answer('nope', true);
    expect(session.correctAnswers).toBe(1);
  });

  it('ignores answers before Start', () => {
    const session = new CardSession(1280);
    session.answer('a', true);
    expect(session.correctAnswers).toBe(0);
    expect(session.results.size).toBe(0);
  });

  it('Reset session zeroes the counts, clears every result, shuffles again and goes back to the first card', () => {
    const session = new CardSession(1280, sequence(0.9, 0.1, 0.6, 0.3, 0.2));
    session.start(ids);
    session.next();
    session.answer('a', true);
    session.answer('b', false);
    const round = session.round;
    session.start(ids);
    expect([session.correctAnswers, session.wrongAnswers]).toEqual([0, 0]);
    expect(session.results.size).toBe(0);
    expect(session.index).toBe(0);
    expect(session.round).toBe(round + 1);
  });

  it('a narrow window lays the same row out with small cards', () => {
    const session = new CardSession(1280);
    session.start(ids);
    const order = session.order;
    session.resize(500);
    expect(session.size).toEqual({ width: 300, height: 200 });
    expect(session.order).toEqual(order);
    expect(session.positions.get(order[1])).toEqual({ x: 340, y: 0 });
  });

  it('leaving forgets the session', () => {
    const session = new CardSession(1280);
    session.start(ids);
    session.answer('a', true);
    session.leave();
    expect(session.phase).toBe('intro');
    expect(session.correctAnswers).toBe(0);
    expect(session.results.size).toBe(0);
  });
});

describe('cardsState', () => {
  const doc = MapState.fromDocument({
    nodes: [
      { position: { x: 5, y: 7 }, data: { id: 'a', label: 'A', backgroundColor: '#123456' } },
      { position: { x: 50, y: 70 }, data: { id: 'b', label: 'B' } },
      { position: { x: 9, y: 9 }, data: { id: 'h', label: 'Hidden', visibility: 'hidden' } },
    ],
    edges: [{ data: { id: 'e', source: 'a', target: 'b' } }],
    version: 1,
    htmlContent: '',
    canvas: null,
    settings: null,
  });

  it('shows the cards in the row, sized and coloured by their result, with no edges; the map is untouched', () => {
    expect(cardIds(doc)).toEqual(['a', 'b']);
    const session = new CardSession(1280, () => 0);
    session.start(cardIds(doc));
    session.answer('a', true);
    const cards = cardsState(doc, session, { center: { x: 1, y: 2 }, zoom: 1 });
    expect(cards.edges.size).toBe(0);
    expect(cards.getNode('h')).toBeUndefined();
    const a = cards.getNode('a')!;
    expect(a.position).toEqual(session.positions.get('a'));
    expect(a.data.dimensions).toEqual({ width: 400, height: 240 });
    expect(a.data.backgroundColor).toBe(CARD_COLOURS.correct.background);
    expect(cards.getNode('b')!.data.backgroundColor).toBe(CARD_COLOURS.neutral.background);
    session.answer('b', false);
    expect(cardsState(doc, session, null).getNode('b')!.data.backgroundColor).toBe(
      CARD_COLOURS.wrong.background,
    );
    expect(cards.canvas?.center).toEqual({ x: 1, y: 2 });
    expect(doc.getNode('a')!.position).toEqual({ x: 5, y: 7 });
    expect(doc.getNode('a')!.data.backgroundColor).toBe('#123456');
    expect(doc.edges.size).toBe(1);
  });
});

import type { DueCard, ReviewCard } from '@mapa/model';
import { LEARN_AHEAD_MS, nextCardId, nextDueAt, studyCount, withCard } from './studyQueue';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const card = (due: string, state: ReviewCard['state'], reps = 1): ReviewCard => ({
  due,
  stability: 1,
  difficulty: 5,
  state,
  reps,
  lapses: 0,
  lastReview: at(-60_000),
  learningSteps: 0,
  scheduledDays: 0,
});
const reviewed = (nodeId: string, ms: number, state: ReviewCard['state'] = 2): DueCard => ({
  nodeId,
  due: at(ms),
  state,
  card: card(at(ms), state),
});
const fresh = (nodeId: string): DueCard => ({ nodeId, due: null, state: 0, card: null });
const all = () => true;

describe('the study queue', () => {
  it('shows reviewed cards due now, earliest first, before new ones', () => {
    const cards = [fresh('n1'), reviewed('late', -1000), reviewed('early', -5000), reviewed('later', 60_000)];
    expect(nextCardId(cards, NOW, all)).toBe('early');
    expect(nextCardId(cards.slice(0, 1).concat(cards.slice(3)), NOW, all)).toBe('n1');
    expect(studyCount(cards, NOW)).toBe(3);
  });

  it('skips nodes that lost their title or were removed', () => {
    const cards = [reviewed('gone', -1000), fresh('n1'), fresh('n2')];
    expect(nextCardId(cards, NOW, (id) => id === 'n2')).toBe('n2');
  });

  it('brings back a learning card due within the learn-ahead limit, never a review card, then ends', () => {
    const soon = reviewed('again', 60_000, 1);
    expect(nextCardId([soon], NOW, all)).toBe('again');
    expect(nextCardId([reviewed('review', 60_000, 2)], NOW, all)).toBeNull();
    expect(nextCardId([reviewed('far', LEARN_AHEAD_MS + 1, 1)], NOW, all)).toBeNull();
    expect(nextDueAt([soon, fresh('n')], NOW)).toBe(NOW + 60_000);
  });

  it('takes the answer of a grade, and an undo of a first grade makes the card new again', () => {
    const graded = withCard([fresh('a'), fresh('b')], 'a', card(at(600_000), 1));
    expect(graded[0]).toMatchObject({ nodeId: 'a', due: at(600_000), state: 1 });
    expect(studyCount(graded, NOW)).toBe(1);
    const undone = withCard(graded, 'a', card(at(-60_000), 0, 0));
    expect(undone[0]).toEqual(fresh('a'));
    expect(withCard([], 'new', card(at(1), 1)).map((c) => c.nodeId)).toEqual(['new']);
  });
});

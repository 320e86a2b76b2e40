import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { ReviewCard } from '@mapa/model';
import { intervalParts, nextIntervals } from './nextIntervals';

const scheduler = fsrs();

/** The card as the reviews API answers it. */
function asApi(card: Card): ReviewCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    state: card.state as ReviewCard['state'],
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
    learningSteps: card.learning_steps,
    scheduledDays: card.scheduled_days,
  };
}

describe('nextIntervals', () => {
  it('previews a new card: 1 minute, 6 minutes, 10 minutes and days for Easy', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const next = nextIntervals(null, now);
    expect(next[1]).toBe(60_000);
    expect(next[2]).toBe(6 * 60_000);
    expect(next[3]).toBe(10 * 60_000);
    expect(next[4]).toBeGreaterThanOrEqual(86_400_000);
  });

  it('matches ts-fsrs on the full card after each grade of a sequence, learning steps included', () => {
    let card = createEmptyCard<Card>(new Date('2026-03-01T10:00:00Z'));
    let now = new Date('2026-03-01T10:00:00Z');
    for (const rating of [3, 3, 1, 2, 3, 4] as Grade[]) {
      card = scheduler.next(card, now, rating).card;
      now = new Date(card.due.getTime() + 3_600_000);
      const expected = scheduler.repeat(card, now);
      const got = nextIntervals(asApi(card), now);
      for (const r of [1, 2, 3, 4] as Grade[])
        expect(got[r]).toBe(expected[r].card.due.getTime() - now.getTime());
    }
  });
});

describe('intervalParts', () => {
  it('names the largest whole unit', () => {
    expect(intervalParts(20_000)).toBeNull();
    expect(intervalParts(60_000)).toEqual({ count: 1, unit: 'minute' });
    expect(intervalParts(90 * 60_000)).toEqual({ count: 2, unit: 'hour' });
    expect(intervalParts(3 * 86_400_000)).toEqual({ count: 3, unit: 'day' });
    expect(intervalParts(75 * 86_400_000)).toEqual({ count: 3, unit: 'month' });
    expect(intervalParts(500 * 86_400_000)).toEqual({ count: 1.4, unit: 'year' });
  });
});

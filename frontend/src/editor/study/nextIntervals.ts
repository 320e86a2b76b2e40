import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { ReviewCard, ReviewRating } from '@mapa/model';

// The server schedules with the same defaults (FSRS-6, no fuzz), so these previews are the intervals it keeps.
const scheduler = fsrs();
const RATINGS: ReviewRating[] = [1, 2, 3, 4];

/** ts-fsrs's card for the API's (null: never reviewed, new at `now`). */
export function fsrsCard(card: ReviewCard | null, now: Date): Card {
  return card
    ? {
        due: new Date(card.due),
        stability: card.stability,
        difficulty: card.difficulty,
        elapsed_days: 0,
        scheduled_days: card.scheduledDays,
        learning_steps: card.learningSteps,
        reps: card.reps,
        lapses: card.lapses,
        state: card.state,
        last_review: card.lastReview ? new Date(card.lastReview) : undefined,
      }
    : createEmptyCard<Card>(now);
}

/**
 * The card after grading it `rating` at `now`, worked out here as the server does (same scheduler, same
 * defaults): what a grade queued offline shows until the server's answer replaces it, which comes out the same.
 */
export function gradeLocally(card: ReviewCard | null, rating: ReviewRating, now: Date): ReviewCard {
  const next = scheduler.next(fsrsCard(card, now), now, rating as Grade).card;
  return {
    due: next.due.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    state: next.state as ReviewCard['state'],
    reps: next.reps,
    lapses: next.lapses,
    lastReview: next.last_review ? next.last_review.toISOString() : null,
    learningSteps: next.learning_steps,
    scheduledDays: next.scheduled_days,
  };
}

/** The interval until the next review after each grade, in milliseconds, for a card (null: never reviewed). */
export function nextIntervals(card: ReviewCard | null, now: Date): Record<ReviewRating, number> {
  const preview = scheduler.repeat(fsrsCard(card, now), now);
  const out = {} as Record<ReviewRating, number>;
  for (const rating of RATINGS) out[rating] = preview[rating as Grade].card.due.getTime() - now.getTime();
  return out;
}

/** An interval as the grade buttons show it: the largest whole unit, '<1m' under a minute. */
export function intervalParts(
  ms: number,
): { count: number; unit: 'minute' | 'hour' | 'day' | 'month' | 'year' } | null {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return null;
  if (minutes < 60) return { count: minutes, unit: 'minute' };
  const hours = Math.round(minutes / 60);
  if (hours < 24) return { count: hours, unit: 'hour' };
  const days = Math.round(hours / 24);
  if (days < 30) return { count: days, unit: 'day' };
  if (days < 365) return { count: Math.round(days / 30), unit: 'month' };
  return { count: Math.round((days / 365) * 10) / 10, unit: 'year' };
}

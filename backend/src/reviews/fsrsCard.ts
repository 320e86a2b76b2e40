import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { ReviewCard, ReviewCardState, ReviewRating } from '@mapa/model';

// FSRS-6 with the default parameters and no fuzz: the intervals a client previews are the ones the server keeps.
const scheduler = fsrs();

/** The card after grading `previous` (null: never reviewed) with `rating` at `now`. */
export function gradeCard(previous: Card | null, rating: ReviewRating, now: Date): Card {
  const card: Card = previous ?? createEmptyCard<Card>(now);
  return scheduler.next(card, now, rating as Grade).card;
}

/** A card as stored: ts-fsrs's own fields, dates as ISO strings. */
export function cardToJson(card: Card): string {
  return JSON.stringify(card);
}

export function cardFromJson(json: string): Card {
  const raw = JSON.parse(json) as Card & { due: string; last_review?: string | null };
  return {
    ...raw,
    due: new Date(raw.due),
    last_review: raw.last_review ? new Date(raw.last_review) : undefined,
  };
}

/** The API's view of a card. */
export function reviewCard(card: Card): ReviewCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    state: card.state as ReviewCardState,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
    learningSteps: card.learning_steps,
    scheduledDays: card.scheduled_days,
  };
}

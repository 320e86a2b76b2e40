import { z } from '../schema/zod';

/** FSRS grades (spec issue #13): 1 Again, 2 Hard, 3 Good, 4 Easy. */
export const reviewRatingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
});
export type ReviewRating = z.infer<typeof reviewRatingSchema>;

/**
 * `POST /api/maps/:id/reviews` body: one grade of one node's card by the caller. A grade given offline and sent
 * later carries `id` (the client's key: sent again, it is stored once) and `reviewedAt` (when it was given, so the
 * card is scheduled as if it had arrived then).
 */
export const reviewRequestSchema = z.object({
  nodeId: z.string().min(1).max(200),
  rating: reviewRatingSchema,
  id: z.uuid({ error: 'id must be a UUID' }).optional(),
  reviewedAt: z.iso.datetime({ offset: true, error: 'reviewedAt must be an ISO date-time' }).optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** FSRS card state: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type ReviewCardState = 0 | 1 | 2 | 3;

/** A node's card as the caller's FSRS scheduler left it; dates are ISO strings. */
export interface ReviewCard {
  due: string;
  stability: number;
  difficulty: number;
  state: ReviewCardState;
  reps: number;
  lapses: number;
  lastReview: string | null;
  /** Learning step reached (ts-fsrs `learning_steps`): a client needs it to preview the next intervals. */
  learningSteps: number;
  /** Days scheduled at the last grade. */
  scheduledDays: number;
}

/** `POST /api/maps/:id/reviews` and `DELETE /api/maps/:id/reviews/last` response. */
export interface ReviewResponse {
  nodeId: string;
  card: ReviewCard;
}

/** One card of `GET /api/maps/:id/reviews/due`. */
export interface DueCard {
  nodeId: string;
  /** ISO timestamp; null for a node never reviewed. */
  due: string | null;
  state: ReviewCardState;
  /** The whole card (to preview the next intervals); null for a node never reviewed. */
  card: ReviewCard | null;
}

/**
 * `GET /api/maps/:id/reviews/due` response: every titled node of the map, those due now first (earliest due
 * first), then new ones in map order, then the rest. `dueCount` counts reviewed cards due now, `newCount` the
 * nodes never reviewed.
 */
export interface DueResponse {
  cards: DueCard[];
  dueCount: number;
  newCount: number;
}

/** `GET /api/maps/:id/reviews/stats` response. Days are UTC dates `YYYY-MM-DD`. */
export interface ReviewStats {
  /** Reviews per day over the last 90 days (today included), oldest first, every day listed. */
  reviewsPerDay: { day: string; count: number }[];
  /** Cards falling due on each of the next 30 days (today first; overdue cards count for today). */
  forecast: { day: string; count: number }[];
  /**
   * True retention: of the reviews of cards in the Review state (not learning steps), the share not graded
   * Again; null with no such review.
   */
  retention: number | null;
  /** Reviews counted in `retention`. */
  matureReviews: number;
  totalReviews: number;
}

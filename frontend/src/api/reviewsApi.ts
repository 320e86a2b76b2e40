import type { DueResponse, ReviewRating, ReviewResponse, ReviewStats } from '@mapa/model';
import type { Http } from './http';

/** The caller's spaced-repetition reviews of a map (issue #13): personal, stored on the server. */
export function createReviewsApi(http: Http) {
  const base = (mapId: string) => `/api/maps/${encodeURIComponent(mapId)}/reviews`;
  return {
    /** Grades a card; `sent` names a grade given earlier (queued offline): its key and when it was given. */
    grade: (
      mapId: string,
      nodeId: string,
      rating: ReviewRating,
      sent?: { id: string; reviewedAt?: string },
    ) => http.json<ReviewResponse>(base(mapId), { method: 'POST', body: { nodeId, rating, ...sent } }),
    /** Undoes the caller's newest grade on the map. */
    undoLast: (mapId: string) => http.json<ReviewResponse>(`${base(mapId)}/last`, { method: 'DELETE' }),
    due: (mapId: string) => http.json<DueResponse>(`${base(mapId)}/due`),
    stats: (mapId: string) => http.json<ReviewStats>(`${base(mapId)}/stats`),
  };
}

export type ReviewsApi = ReturnType<typeof createReviewsApi>;

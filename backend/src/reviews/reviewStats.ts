import type { ReviewStats } from '@mapa/model';

const DAY_MS = 86_400_000;
/** Days of history in the reviews-per-day chart, today included. */
export const STATS_HISTORY_DAYS = 90;
/** Days of the due forecast, today first. */
export const STATS_FORECAST_DAYS = 30;
const REVIEW_STATE = 2;
const AGAIN = 1;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The stats panel's numbers from a user's grades and their cards' due dates on one map. */
export function reviewStats(
  now: Date,
  input: {
    recent: { reviewed_at: string }[];
    all: { rating: number; state: number }[];
    dues: string[];
  },
): ReviewStats {
  const today = Date.parse(`${utcDay(now.getTime())}T00:00:00.000Z`);
  const perDay = new Map<string, number>();
  for (const log of input.recent)
    perDay.set(log.reviewed_at.slice(0, 10), (perDay.get(log.reviewed_at.slice(0, 10)) ?? 0) + 1);
  const reviewsPerDay = Array.from({ length: STATS_HISTORY_DAYS }, (_, i) => {
    const day = utcDay(today - (STATS_HISTORY_DAYS - 1 - i) * DAY_MS);
    return { day, count: perDay.get(day) ?? 0 };
  });
  const forecast = Array.from({ length: STATS_FORECAST_DAYS }, (_, i) => ({
    day: utcDay(today + i * DAY_MS),
    count: 0,
  }));
  for (const due of input.dues) {
    const index = Math.max(0, Math.floor((Date.parse(due) - today) / DAY_MS));
    if (index < STATS_FORECAST_DAYS) forecast[index].count += 1;
  }
  const mature = input.all.filter((log) => log.state === REVIEW_STATE);
  const passed = mature.filter((log) => log.rating !== AGAIN).length;
  return {
    reviewsPerDay,
    forecast,
    retention: mature.length ? passed / mature.length : null,
    matureReviews: mature.length,
    totalReviews: input.all.length,
  };
}

import { reviewStats } from './reviewStats';

const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('reviewStats', () => {
  it('counts reviews per UTC day over the last 90 days, oldest first, empty days included', () => {
    const stats = reviewStats(NOW, {
      recent: [
        { reviewed_at: '2026-03-10T01:00:00.000Z' },
        { reviewed_at: '2026-03-10T14:59:00.000Z' },
        { reviewed_at: '2026-03-08T23:59:59.000Z' },
        { reviewed_at: '2025-12-11T00:00:00.000Z' },
      ],
      all: [],
      dues: [],
    });
    expect(stats.reviewsPerDay).toHaveLength(90);
    expect(stats.reviewsPerDay[0]).toEqual({ day: '2025-12-11', count: 1 });
    expect(stats.reviewsPerDay.at(-1)).toEqual({ day: '2026-03-10', count: 2 });
    expect(stats.reviewsPerDay.at(-3)).toEqual({ day: '2026-03-08', count: 1 });
    expect(stats.reviewsPerDay.at(-2)).toEqual({ day: '2026-03-09', count: 0 });
  });

  it('forecasts dues over 30 days, overdue cards counting for today and later ones left out', () => {
    const stats = reviewStats(NOW, {
      recent: [],
      all: [],
      dues: [
        '2026-01-01T00:00:00.000Z',
        '2026-03-10T23:00:00.000Z',
        '2026-03-11T00:00:00.000Z',
        '2026-04-08T23:59:00.000Z',
        '2026-04-09T00:00:00.000Z',
      ],
    });
    expect(stats.forecast).toHaveLength(30);
    expect(stats.forecast[0]).toEqual({ day: '2026-03-10', count: 2 });
    expect(stats.forecast[1]).toEqual({ day: '2026-03-11', count: 1 });
    expect(stats.forecast[29]).toEqual({ day: '2026-04-08', count: 1 });
  });

  it('measures true retention on reviews of cards in the Review state only', () => {
    const stats = reviewStats(NOW, {
      recent: [],
      all: [
        { rating: 1, state: 0 },
        { rating: 1, state: 1 },
        { rating: 3, state: 2 },
        { rating: 2, state: 2 },
        { rating: 4, state: 2 },
        { rating: 1, state: 2 },
        { rating: 1, state: 3 },
      ],
      dues: [],
    });
    expect(stats.retention).toBe(0.75);
    expect(stats.matureReviews).toBe(4);
    expect(stats.totalReviews).toBe(7);
    expect(reviewStats(NOW, { recent: [], all: [{ rating: 3, state: 0 }], dues: [] }).retention).toBeNull();
  });
});

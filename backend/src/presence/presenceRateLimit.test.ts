import { PresenceRateLimit } from './presenceRateLimit';

describe('PresenceRateLimit', () => {
  it('allows a burst, then as many a second as it earns back, per user', () => {
    const limit = new PresenceRateLimit(3, 10);
    expect([1, 2, 3, 4].map(() => limit.take('a', 0))).toEqual([true, true, true, false]);
    expect(limit.take('b', 0)).toBe(true);
    // 10 a second: one token back after 100 ms.
    expect(limit.take('a', 50)).toBe(false);
    expect(limit.take('a', 100)).toBe(true);
    expect(limit.take('a', 100)).toBe(false);
  });

  it('forgets buckets that are full again', () => {
    const limit = new PresenceRateLimit(3, 10);
    limit.take('a', 0);
    limit.take('b', 0);
    limit.prune(50);
    expect(limit.size).toBe(2);
    limit.prune(1_000);
    expect(limit.size).toBe(0);
  });
});

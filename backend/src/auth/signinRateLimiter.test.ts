import { MAX_FAILURES, SigninRateLimiter } from './signinRateLimiter';

describe('SigninRateLimiter', () => {
  it('blocks after MAX_FAILURES within 15 minutes and forgets older failures', () => {
    let now = 0;
    const limiter = new SigninRateLimiter(() => now);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(limiter.isBlocked('ip|a')).toBe(false);
      limiter.recordFailure('ip|a');
      now += 1000;
    }
    expect(limiter.isBlocked('ip|a')).toBe(true);
    expect(limiter.isBlocked('ip|b')).toBe(false);
    now = 15 * 60 * 1000 + 500; // the first failure (t=0) has left the window
    expect(limiter.isBlocked('ip|a')).toBe(false);
    limiter.reset('ip|a');
    limiter.recordFailure('ip|a');
    expect(limiter.isBlocked('ip|a')).toBe(false);
  });
});

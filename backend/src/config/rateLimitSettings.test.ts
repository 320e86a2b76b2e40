import { clientAddressKey } from '../rateLimit/clientAddress';
import { waitMs } from '../rateLimit/rateLimiter';
import { DEFAULT_RATE_LIMITS, loadRateLimits, parseRateLimit } from './rateLimitSettings';

describe('rate-limit settings', () => {
  it('parses count/window and off, and names the variable of a bad value', () => {
    expect(parseRateLimit('X', '10/15m')).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(parseRateLimit('X', ' 300 / 1m ')).toEqual({ limit: 300, windowMs: 60_000 });
    expect(parseRateLimit('X', '5/30s')).toEqual({ limit: 5, windowMs: 30_000 });
    expect(parseRateLimit('X', '20/h')).toEqual({ limit: 20, windowMs: 3_600_000 });
    expect(parseRateLimit('X', 'OFF')).toBeNull();
    for (const bad of ['10', '0/1m', '10/15', '10/0m', 'ten/1m', '10/1d'])
      expect(() => parseRateLimit('RATE_LIMIT_SAVES', bad)).toThrow(
        /^RATE_LIMIT_SAVES must look like "10\/15m"/,
      );
  });

  it('starts from the documented defaults and lets each variable override one limit', () => {
    expect(loadRateLimits({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.signin).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    const env = { RATE_LIMIT_SIGNUP: '1000/1h', RATE_LIMIT_SAVES: 'off' };
    expect(loadRateLimits(env)).toEqual({
      ...DEFAULT_RATE_LIMITS,
      signup: { limit: 1000, windowMs: 3_600_000 },
      saves: null,
    });
  });
});

describe('the sliding-window estimate', () => {
  const policy = { limit: 10, windowMs: 60_000 };

  it('lets a hit through while the estimate leaves room for it', () => {
    expect(waitMs(policy, 0.5, 9, 0)).toBe(0);
    expect(waitMs(policy, 0.5, 4, 10)).toBe(0); // 10 × 0.5 + 4 = 9
  });

  it('waits until the previous window has faded enough', () => {
    // 10 × (1 − 0.5) + 5 = 10: one more needs the weight of the previous window at 0.4, i.e. 6 s from now.
    expect(waitMs(policy, 0.5, 5, 10)).toBe(6000);
  });

  it('waits into the next window when this one alone is full', () => {
    // 30 s left here, then the 10 hits must fade to 9: a tenth of the next window.
    expect(waitMs(policy, 0.5, 10, 0)).toBe(36_000);
  });
});

describe('client addresses', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey(undefined)).toBe('unknown');
  });
});

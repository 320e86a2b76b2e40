import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { TooManyRequestsException } from '../common/tooManyRequests.exception';
import type { ApiErrorCode } from '@mapa/model';
import { RateLimitsRepository } from './rateLimits.repository';
import type { RateLimitName, RateLimitPolicy } from './rateLimitSettings';

/** How often one process deletes expired windows. */
const PRUNE_EVERY_MS = 60_000;

/** What a refusal says: its code and a sentence given the wait in seconds. */
export interface Refusal {
  code: ApiErrorCode;
  message: (retryAfterSeconds: number) => string;
}

/**
 * Rate limits kept in the database, so every server process counts the same hits. Each limit is a sliding
 * window approximated from two fixed windows (the previous one weighted by how much of it still overlaps),
 * which needs two rows per key instead of one per hit. Keys are hashed: no e-mail or address is stored.
 * Concurrent requests may overshoot a limit by the number in flight; refused requests are not counted.
 */
@Injectable()
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counters: RateLimitsRepository,
  ) {}

  /** Counts one hit of `key`, or throws 429 (with the wait) when the limit is used up. */
  async consume(name: RateLimitName, key: string, refusal: Refusal, now = Date.now()): Promise<void> {
    await this.check(name, key, refusal, now);
    await this.record(name, key, now);
  }

  /** Throws 429 when one more hit of `key` would pass the limit; counts nothing. */
  async check(name: RateLimitName, key: string, refusal: Refusal, now = Date.now()): Promise<void> {
    const policy = this.config.rateLimits[name];
    if (!policy) return;
    const start = windowStart(policy, now);
    const hits = await this.counters.hits(bucketOf(name, key), start, policy.windowMs);
    const wait = waitMs(policy, (now - start) / policy.windowMs, hits.current, hits.previous);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      throw new TooManyRequestsException(refusal.code, refusal.message(seconds), seconds);
    }
  }

  /** Counts one hit of `key`. */
  async record(name: RateLimitName, key: string, now = Date.now()): Promise<void> {
    const policy = this.config.rateLimits[name];
    if (!policy) return;
    const start = windowStart(policy, now);
    await this.counters.add(bucketOf(name, key), start, start + 2 * policy.windowMs);
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.counters.prune(now);
    }
  }

  /** Forgets the hits of `key` (a successful sign-in clears that address's failures). */
  async reset(name: RateLimitName, key: string): Promise<void> {
    if (this.config.rateLimits[name]) await this.counters.clear(bucketOf(name, key));
  }
}

const windowStart = (policy: RateLimitPolicy, now: number) => now - (now % policy.windowMs);

const bucketOf = (name: RateLimitName, key: string) =>
  `${name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;

/**
 * How long until one more hit fits, given the fraction `elapsed` of the current window gone and the hits of
 * the current and previous windows; 0 when it fits now. The estimate is `previous × (1 − elapsed) + current`.
 */
export function waitMs(policy: RateLimitPolicy, elapsed: number, current: number, previous: number): number {
  const room = policy.limit - 1; // the estimate must be at most this for one more hit to fit
  const { windowMs } = policy;
  if (previous * (1 - elapsed) + current <= room) return 0;
  if (current <= room && previous > 0) {
    // The previous window's weight fades out linearly during this window.
    const fadeTo = (room - current) / previous;
    return Math.ceil((1 - elapsed - fadeTo) * windowMs);
  }
  // This window alone is over: wait for the next one, where this window's hits fade in turn.
  return Math.ceil((1 - elapsed) * windowMs + Math.max(0, 1 - room / current) * windowMs);
}

import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { TooManyRequestsException } from '../common/tooManyRequests.exception';
import type { ApiErrorCode } from '@mapa/model';
import { RateLimitsRepository } from './rateLimits.repository';
import type { RateLimitName, RateLimitPolicy } from '../config/rateLimitSettings';

/** How often one process deletes expired windows. */
const PRUNE_EVERY_MS = 60_000;

/** What a refusal says: its code and a sentence given the wait in seconds. */
export interface Refusal {
  code: ApiErrorCode;
  message: (retryAfterSeconds: number) => string;
}

/** A counted hit, which {@link RateLimiter.giveBack} can return (a sign-in that succeeded was no failure). */
export interface Hit {
  bucket: string;
  windowStart: number;
}

/** One limit to count a call against: which limit, under which key, and what its refusal says. */
export interface LimitedKey {
  name: RateLimitName;
  key: string;
  refusal: Refusal;
}

/**
 * Rate limits kept in the database, so every server process counts the same hits. Each limit is a sliding
 * window approximated from two fixed windows (the previous one weighted by how much of it still overlaps),
 * which needs two rows per key instead of one per hit. Keys are hashed: no e-mail or address is stored.
 * A hit is counted before the work it guards starts, and counting decides in the same statement whether it
 * fits (see {@link RateLimitsRepository.take}): requests sent together cannot all pass a check that none of
 * them has counted yet. Refused requests are not counted.
 */
@Injectable()
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counters: RateLimitsRepository,
  ) {}

  /**
   * Counts one hit of `key`, or throws 429 (with the wait) when the limit is used up. Returns the hit, for
   * {@link RateLimiter.giveBack}; null when the limit is off.
   */
  async consume(name: RateLimitName, key: string, refusal: Refusal, now = Date.now()): Promise<Hit | null> {
    const policy = this.config.rateLimits[name];
    if (!policy) return null;
    const start = windowStart(policy, now);
    const bucket = bucketOf(name, key);
    const elapsed = (now - start) / policy.windowMs;
    // The previous window is closed: only the current one changes under concurrent callers.
    const { previous } = await this.counters.hits(bucket, start, policy.windowMs);
    const cap = Math.floor(policy.limit - previous * (1 - elapsed));
    const taken = cap >= 1 ? await this.counters.take(bucket, start, start + 2 * policy.windowMs, cap) : null;
    if (taken === null) {
      const { current } = await this.counters.hits(bucket, start, policy.windowMs);
      // A hit given back meanwhile may leave room already: the client still waits a second before trying.
      const seconds = Math.max(1, Math.ceil(waitMs(policy, elapsed, current, previous) / 1000));
      throw new TooManyRequestsException(refusal.code, refusal.message(seconds), seconds);
    }
    await this.pruneNowAndThen(now);
    return { bucket, windowStart: start };
  }

  /**
   * Counts one hit against each limit in turn; when one refuses, the hits already counted are given back before
   * the 429 is thrown, so a refused call leaves no trace in the others.
   */
  async consumeAll(limits: LimitedKey[], now = Date.now()): Promise<Hit[]> {
    const hits: Hit[] = [];
    try {
      for (const { name, key, refusal } of limits) {
        const hit = await this.consume(name, key, refusal, now);
        if (hit) hits.push(hit);
      }
    } catch (error) {
      await this.giveBack(hits);
      throw error;
    }
    return hits;
  }

  /** Returns counted hits: the calls they stood for turned out not to count (a sign-in that succeeded). */
  async giveBack(hits: Hit[]): Promise<void> {
    for (const hit of hits) await this.counters.giveBack(hit.bucket, hit.windowStart);
  }

  /** Forgets the hits of `key` (a successful sign-in clears that address's failures). */
  async reset(name: RateLimitName, key: string): Promise<void> {
    if (this.config.rateLimits[name]) await this.counters.clear(bucketOf(name, key));
  }

  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPrune <= PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.counters.prune(now);
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

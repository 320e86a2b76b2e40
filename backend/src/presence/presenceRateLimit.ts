/** Presence posts a user may burst, and how many a second they earn back (two tabs at the client's 10 a second). */
export const PRESENCE_BURST = 40;
export const PRESENCE_PER_SECOND = 20;

/**
 * A token bucket per user, in this process's memory: pointers move ten times a second, far too often for the
 * database-backed limits of saves. Behind a round-robin proxy each process counts its share, so a user gets at most
 * the limit times the number of processes; that only bounds the noise one user can make, which is all it is for.
 */
export class PresenceRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst = PRESENCE_BURST,
    private readonly perSecond = PRESENCE_PER_SECOND,
  ) {}

  /** Takes one token of `key`: true if there was one. */
  take(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets the buckets that are full again (they would start full anyway). */
  prune(now: number): void {
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}

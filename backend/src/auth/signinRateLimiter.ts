/** Failed sign-ins allowed per IP and e-mail within {@link WINDOW_MS}. */
export const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
// Bounds memory under a flood of distinct keys; the oldest windows go first.
const MAX_KEYS = 100_000;

/**
 * In-memory sliding-window limiter of failed sign-ins per `ip|email`. Per process: behind a load balancer each
 * process counts on its own, which still caps guessing at MAX_FAILURES × processes per window.
 */
export class SigninRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** True when the key has used up its failures in the current window. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= MAX_FAILURES;
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, recent);
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value as string);
  }

  /** A successful sign-in clears the key's failures. */
  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((t) => t > cutoff);
  }
}

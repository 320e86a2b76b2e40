/** The clock and timers a throttle runs on (the page's, or a test's). */
export interface ThrottleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const pageClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Sends the latest value at most once per `intervalMs`: the first at once, then whatever is latest when the
 * interval has passed (values in between are dropped, never queued). Presence pointers: ≤ 10 a second.
 */
export class Throttle<T> {
  private last = -Infinity;
  private pending: { value: T } | null = null;
  private timer: unknown = null;

  constructor(
    private readonly send: (value: T) => void,
    private readonly intervalMs: number,
    private readonly clock: ThrottleClock = pageClock,
  ) {}

  push(value: T): void {
    this.pending = { value };
    if (this.timer !== null) return;
    const wait = this.last + this.intervalMs - this.clock.now();
    if (wait <= 0) this.flush();
    else
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        this.flush();
      }, wait);
  }

  /** Drops what is waiting. */
  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private flush(): void {
    if (!this.pending) return;
    const { value } = this.pending;
    this.pending = null;
    this.last = this.clock.now();
    this.send(value);
  }
}

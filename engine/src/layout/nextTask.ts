/** Lets the browser handle input and paint before going on: `scheduler.yield()` where it exists, else a timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A time budget for work split across tasks: `due()` is true once `sliceMs` have passed since the slice began;
 * `next()` yields and starts the next slice.
 */
export class TimeSlicer {
  private started = performance.now();
  constructor(private readonly sliceMs: number) {}

  /** True once the current slice has used its time. */
  due(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  /** Yields to the browser, then starts a new slice. */
  async next(): Promise<void> {
    await nextTask();
    this.started = performance.now();
  }
}

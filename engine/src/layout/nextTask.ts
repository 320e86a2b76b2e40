import { page } from '../page/pageAdapter';

/** Lets the browser handle input and paint before going on (`page().yieldToPage`: `scheduler.yield()` or a timeout). */
export function nextTask(): Promise<void> {
  return page().yieldToPage();
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

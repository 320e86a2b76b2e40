/**
 * The one timer of the save machine: the debounce after an edit, a save sent at once after a request, or the retry
 * of a failed save (`retryDue`, which `SaveStore.flush` waits for rather than hammering a failing server).
 */
export class SaveTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retry = false;

  constructor(private readonly fire: () => void) {}

  /** Something is scheduled. */
  get scheduled(): boolean {
    return this.timer !== null;
  }

  /** What is scheduled is the retry of a failed save. */
  get retryDue(): boolean {
    return this.timer !== null && this.retry;
  }

  /** Replaces whatever was scheduled. */
  schedule(ms: number, retry = false): void {
    this.clear();
    this.retry = retry;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fire();
    }, ms);
  }

  clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

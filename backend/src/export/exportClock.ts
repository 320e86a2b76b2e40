/**
 * An export's time budget. It counts conversion time: from the moment the worker starts the task (time in the
 * queue is not the export's doing) until the file is written, leaving out the pauses where the worker waits for a
 * slow download to take its chunks. A pause is bounded too: a download that takes nothing for the whole budget
 * holds a thread for nothing and is cut off the same way. `onOver` runs once, when either limit is passed.
 */
export class ExportClock {
  private remaining: number;
  private since = 0;
  private timer: NodeJS.Timeout | null = null;
  private state: 'idle' | 'running' | 'paused' | 'stopped' = 'idle';

  constructor(
    private readonly budgetMs: number,
    private readonly onOver: () => void,
  ) {
    this.remaining = budgetMs;
  }

  /** The worker began the task. */
  start(): void {
    if (this.state === 'idle') this.run(this.remaining);
  }

  /** The download is behind: stop counting conversion time, start counting the stall. */
  pause(): void {
    if (this.state !== 'running') return;
    this.remaining -= Date.now() - this.since;
    this.arm(this.budgetMs, 'paused');
  }

  /** The download took a chunk: count conversion time again, with what is left of the budget. */
  resume(): void {
    if (this.state === 'paused') this.run(this.remaining);
  }

  /** The export is over, one way or another. */
  stop(): void {
    this.clear();
    this.state = 'stopped';
  }

  private run(ms: number): void {
    this.since = Date.now();
    this.arm(ms, 'running');
  }

  private arm(ms: number, state: 'running' | 'paused'): void {
    this.clear();
    this.state = state;
    this.timer = setTimeout(
      () => {
        this.stop();
        this.onOver();
      },
      Math.max(0, ms),
    );
  }

  private clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

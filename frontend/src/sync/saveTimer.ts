import { readSaveFailure } from './saveErrors';
import type { SaveMessage } from './saveContracts';
import type { Scheduled } from './saveMachine';

/** What a failed save shows, if anything; `transient` failures end when a pull reaches the server. */
export interface FailureShown {
  message: SaveMessage;
  transient: boolean;
}

/**
 * The retry scheduler, the one timer of the save machine: the debounce after an edit, a save sent at once after a
 * request, or the retry of a failed save (`retryDue`; the save state holds it too, and `SaveStore.flush` waits
 * for it rather than hammering a failing server), after each of `retryDelaysMs` in turn (`readSaveFailure`).
 * Once stopped (the editor left) it schedules nothing more. `onChange` hears of every change of what it holds
 * (set, cleared, fired): the save machine's state follows it (`SaveStore`).
 */
export class SaveTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retry = false;
  private retries = 0;
  private stopped = false;

  constructor(
    private readonly fire: () => void,
    private readonly retryDelaysMs: readonly number[] = [1000, 3000, 5000],
    private readonly onChange: (scheduled: Scheduled | null) => void = () => undefined,
  ) {}

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
    if (this.stopped) return;
    this.retry = retry;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onChange(null);
      this.fire();
    }, ms);
    this.onChange({ retry });
  }

  /**
   * A save failed (not a conflict), `online` or not: its retry is scheduled when one is due; returns what to show
   * meanwhile, or null (the status stays 'saving' while retries are left).
   */
  failed(error: unknown, online: boolean): FailureShown | null {
    const next = readSaveFailure(error, online, this.retries, this.retryDelaysMs);
    this.retries = next.retries;
    if (next.retryMs !== undefined) this.schedule(next.retryMs, true);
    return next.message ? { message: next.message, transient: next.transient } : null;
  }

  /** A save went through, or a new edit came: the next failure starts the retries over. */
  resetRetries(): void {
    this.retries = 0;
  }

  clear(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.onChange(null);
  }

  /** Nothing is scheduled any more, ever. */
  stop(): void {
    this.stopped = true;
    this.clear();
  }
}

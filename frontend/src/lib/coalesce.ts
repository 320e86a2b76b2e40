/** A value written in bursts and committed once per burst. */
export interface Coalescer<T> {
  /** Remembers the latest value and restarts the quiet period. */
  push(value: T): void;
  /** Commits the pending value now (blur, switching nodes, unmount). */
  flush(): void;
  /** Drops the pending value. */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Groups a burst of edits (typing) into one commit, made after `quietMs` without a new value or on `flush`.
 * Undo then steps per word-burst, not per keystroke.
 */
export function coalesce<T>(quietMs: number, commit: (value: T) => void): Coalescer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { value: T } | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    stop();
    if (!latest) return;
    const { value } = latest;
    latest = null;
    commit(value);
  };
  return {
    push(value) {
      latest = { value };
      stop();
      timer = setTimeout(flush, quietMs);
    },
    flush,
    cancel() {
      stop();
      latest = null;
    },
    get pending() {
      return latest !== null;
    },
  };
}

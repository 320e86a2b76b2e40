/** The first wait after a refused event stream when the server names none (it sends `Retry-After: 30`). */
export const STREAM_RETRY_FIRST_MS = 30_000;
/** The longest wait between two tries: a tab left open all day asks at most every 5 minutes. */
export const STREAM_RETRY_MAX_MS = 5 * 60_000;

/**
 * The wait before the `attempt`-th new try (1, 2, ...) of a refused event stream: at least the server's
 * `Retry-After`, doubling with each refusal in a row, never over {@link STREAM_RETRY_MAX_MS}. Every tab of the
 * account that was refused retries, so waiting longer each time keeps them from asking the server together again
 * and again.
 */
export function streamRetryDelay(attempt: number, retryAfterMs: number | null): number {
  const first = retryAfterMs ?? STREAM_RETRY_FIRST_MS;
  return Math.min(STREAM_RETRY_MAX_MS, first * 2 ** Math.max(0, attempt - 1));
}

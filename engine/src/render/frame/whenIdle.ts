/** How long a deferred task waits for an idle moment at most (ms). */
const IDLE_TIMEOUT_MS = 250;

/**
 * Runs `task` once the browser has an idle moment (`requestIdleCallback`, at most `IDLE_TIMEOUT_MS` later; a
 * zero timeout where it is missing). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

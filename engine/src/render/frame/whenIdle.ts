import { page } from '../../page/pageAdapter';

/** How long a deferred task waits for an idle moment at most (ms). */
const IDLE_TIMEOUT_MS = 250;

/**
 * Runs `task` once the page has an idle moment (`page().whenIdle`: `requestIdleCallback` in a browser, at most
 * `IDLE_TIMEOUT_MS` later; a zero timeout where it is missing). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  return page().whenIdle(task, IDLE_TIMEOUT_MS);
}

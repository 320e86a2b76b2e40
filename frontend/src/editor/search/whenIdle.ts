import type { SearchIndex } from '@mapa/model';

const SLICE_MS = 8;

/**
 * Prepares `index` in idle slices (`requestIdleCallback`, or 8 ms timeouts where it is missing) so the first
 * search finds the work done and no slice holds up a frame. Returns a function that stops it.
 */
export function prepareWhenIdle(index: SearchIndex): () => void {
  let stopped = false;
  let cancel = () => {};
  const step = (deadline: { timeRemaining(): number }) => {
    if (stopped || index.prepare(deadline)) return;
    cancel = schedule(step);
  };
  cancel = schedule(step);
  return () => {
    stopped = true;
    cancel();
  };
}

function schedule(step: (deadline: { timeRemaining(): number }) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(step);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => {
    const start = performance.now();
    step({ timeRemaining: () => SLICE_MS - (performance.now() - start) });
  }, 0);
  return () => window.clearTimeout(handle);
}

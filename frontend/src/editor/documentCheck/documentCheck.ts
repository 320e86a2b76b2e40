import { parseMapDocument, type ParseError } from '@mapa/model';

/**
 * The full check of a map document opened unchecked (drawn first with `trustMapDocument`, issue #18): done at
 * once for a small map, else running in a worker while the first frame is drawn. Until it is done, and for good
 * when it fails, nothing on the map may be changed.
 */
export type DocumentCheck =
  { done: true; error: ParseError | null } | { done: false; result: Promise<ParseError | null> };

/** A check that is over: the demo map, documents read by the full parser. */
export const PASSED_CHECK: DocumentCheck = { done: true, error: null };

/**
 * Up to this many nodes and edges the schema check costs a few milliseconds (less than starting a worker), so
 * it runs at once and the editor opens editable; bigger maps are checked in a worker.
 */
export const INLINE_CHECK_MAX_RECORDS = 1000;

/** Checks `text` with the full parser here, now. */
export function checkNow(text: string): ParseError | null {
  const parsed = parseMapDocument(text);
  return parsed.ok ? null : parsed.error;
}

/**
 * Checks the document `text` (holding `records` nodes and edges) with `parseMapDocument`: at once when small,
 * else in a worker from `startWorker` (`startCheckWorker` in a page), started once `after` settles (the editor
 * passes its first frame of the map: on a machine with few cores a worker parsing megabytes slowed that frame by
 * tens of ms, measured with bench/render). Where no worker can start (no `Worker`, a script that fails to load) it
 * checks on the main thread after a macrotask, so the first frame still goes first.
 */
export function checkDocument(
  text: string,
  records: number,
  startWorker: (() => Worker) | null,
  after: Promise<unknown> = Promise.resolve(),
): DocumentCheck {
  if (records <= INLINE_CHECK_MAX_RECORDS || !startWorker) {
    if (records <= INLINE_CHECK_MAX_RECORDS) return { done: true, error: checkNow(text) };
    return { done: false, result: later(() => checkNow(text)) };
  }
  const start = () => inWorker(text, startWorker);
  return { done: false, result: after.then(start, start) };
}

function later(run: () => ParseError | null): Promise<ParseError | null> {
  return new Promise((resolve) => setTimeout(() => resolve(run()), 0));
}

function inWorker(text: string, startWorker: () => Worker): Promise<ParseError | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch {
      return resolve(later(() => checkNow(text)));
    }
    worker.addEventListener('message', (event: MessageEvent<ParseError | null>) => {
      worker.terminate();
      resolve(event.data);
    });
    // A worker that cannot start (its script failed to load) never answers: check here instead.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(later(() => checkNow(text)));
    });
    worker.postMessage(text);
  });
}

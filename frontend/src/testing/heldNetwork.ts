import { ApiError, NETWORK_ERROR } from '../api/ApiError';
import type { SaveTransport } from '../sync/SaveStore';

// The network between one open map and the stand-in server (`logServer`), as a test drives it: every request
// waits until the test decides what becomes of it.

interface Waiting {
  /** Sends the request to the server; resolves with the server's answer. */
  reach: () => Promise<unknown>;
  answer: (value: unknown) => void;
  fail: (error: unknown) => void;
}

const unreachable = () => new ApiError(0, NETWORK_ERROR, 'Failed to fetch');

/**
 * Wraps `server` (the transport of a `logServer`): each request waits, then is `deliver`ed (it reaches the server,
 * the answer comes back), `drop`ped (it never reaches it), `loseAnswer`ed (it reaches it, the answer is lost) or
 * `refuse`d (a 503 from a proxy, the server never sees it). `flow` lets everything through at once from then on.
 * `cut` is the page going away: each waiting request reaches the server or not, as `reached` says, and nothing
 * answers any more. Pushes (server-sent events) reach the page only when the test sends them (`push`).
 */
export function heldNetwork(server: SaveTransport) {
  const waiting: Waiting[] = [];
  const subscribers = new Set<(revision: number) => void>();
  let flowing = false;
  let cut = false;
  const go = (request: Waiting) => Promise.resolve().then(request.reach).then(request.answer, request.fail);
  const send = <T>(reach: () => Promise<T>): Promise<T> => {
    if (cut) return new Promise<T>(() => undefined);
    return new Promise<T>((answer, fail) => {
      const request: Waiting = { reach, answer: answer as (value: unknown) => void, fail };
      if (flowing) void go(request);
      else waiting.push(request);
    });
  };
  const take = (index: number) => waiting.splice(index % waiting.length, 1)[0];
  const transport: SaveTransport = {
    save: (baseVersion, transactions, options) => send(() => server.save(baseVersion, transactions, options)),
    upload: (baseVersion, json) => send(() => server.upload(baseVersion, json)),
    pull: (since) => send(() => server.pull(since)),
    download: () => send(() => server.download()),
    subscribe: (listener) => (subscribers.add(listener), () => subscribers.delete(listener)),
  };
  return {
    transport,
    get waiting() {
      return waiting.length;
    },
    deliver(index: number) {
      if (waiting.length) void go(take(index));
    },
    drop(index: number) {
      if (waiting.length) take(index).fail(unreachable());
    },
    loseAnswer(index: number) {
      if (!waiting.length) return;
      const request = take(index);
      void Promise.resolve()
        .then(request.reach)
        .catch(() => undefined)
        .then(() => request.fail(unreachable()));
    },
    refuse(index: number) {
      if (waiting.length) take(index).fail(new ApiError(503, 'INTERNAL_ERROR', 'Bad gateway'));
    },
    push(revision: number) {
      if (!cut) subscribers.forEach((listener) => listener(revision));
    },
    flow() {
      flowing = true;
      waiting.splice(0).forEach((request) => void go(request));
    },
    cut(reached: readonly boolean[]) {
      cut = true;
      subscribers.clear();
      waiting.splice(0).forEach((request, i) => {
        if (reached[i % reached.length])
          void Promise.resolve()
            .then(request.reach)
            .catch(() => undefined);
      });
    },
  };
}

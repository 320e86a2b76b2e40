import http from 'node:http';

/** An open `GET /api/documents/events` stream: what it received so far, and promises of what comes. */
export interface EventStream {
  text: () => string;
  /** Resolves once the received text matches. */
  until: (pattern: RegExp) => Promise<void>;
  /** How many times `pattern` (global) occurs in what was received. */
  count: (pattern: RegExp) => number;
  ended: Promise<void>;
  close: () => void;
}

/**
 * Opens a map's event stream on `port` and resolves once its first comment (the revision) has arrived; rejects
 * with `events answered {status}` when it is refused. `headers` go with the request (X-Forwarded-For, say).
 */
export function openEventStream(
  port: number,
  mapId: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise<EventStream>((resolve, reject) => {
    let text = '';
    const waiting: { pattern: RegExp; done: () => void }[] = [];
    let markEnded = () => undefined as void;
    const ended = new Promise<void>((r) => (markEnded = r));
    const until = (pattern: RegExp) =>
      new Promise<void>((done) => (pattern.test(text) ? done() : waiting.push({ pattern, done })));
    const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/documents/events?id=${mapId}`,
        headers: cookie ? { ...headers, cookie } : headers,
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          for (const w of waiting.filter((w) => w.pattern.test(text))) {
            waiting.splice(waiting.indexOf(w), 1);
            w.done();
          }
          if (text.startsWith('retry:'))
            resolve({ text: () => text, until, count, ended, close: () => req.destroy() });
        });
        res.on('end', markEnded);
        res.on('close', markEnded);
      },
    );
    req.on('error', reject);
  });
}

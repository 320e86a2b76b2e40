import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { when } from 'mobx';
import { MapEventStream, type EventStreamStatus } from './mapEventStream';
import { STREAM_RETRY_MAX_MS, streamRetryDelay } from './streamRetry';

/**
 * A real HTTP server speaking the events endpoint's two answers (backend/src/documents/eventStreamSlots.ts): the
 * refusal past MAX_EVENT_STREAMS_PER_USER (429, its body and Retry-After) and an open stream. `answers` says what
 * each request in turn gets.
 */
async function eventsServer(answers: ('refuse' | 'stream' | 'gone')[]) {
  const open: ServerResponse[] = [];
  let requests = 0;
  const server: Server = createServer((request, response) => {
    const answer = answers[Math.min(requests, answers.length - 1)];
    requests += 1;
    if (answer === 'refuse') {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      response.end(
        JSON.stringify({
          statusCode: 429,
          code: 'TOO_MANY_EVENT_STREAMS',
          message: 'Too many maps open at once (2 live connections); close some tabs or maps and try again',
        }),
      );
    } else if (answer === 'gone') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 404, code: 'MAP_NOT_FOUND', message: 'Map not found' }));
    } else {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(
        `event: revision\ndata: ${JSON.stringify({ revision: 7, lastModified: '2026-12-02T07:00:00.000Z' })}\n\n`,
      );
      open.push(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/documents/events?id=m1`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.end();
        server.close(() => resolve());
      }),
  };
}

const reached = (stream: MapEventStream, status: EventStreamStatus) =>
  when(() => stream.status === status, { timeout: 20_000 });

describe('MapEventStream', () => {
  it('shows a stream the server refuses for too many open streams as refused, waits as told, then goes live', async () => {
    const server = await eventsServer(['refuse', 'stream']);
    const waits: [number, number | null][] = [];
    // The test decides when the retry runs: it waits for the refused state, then lets it go.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const stream = new MapEventStream(server.url, {
      retryDelay: (attempt, retryAfterMs) => {
        waits.push([attempt, retryAfterMs]);
        return 0;
      },
      fetch: async (url, init) => {
        if (server.requests() > 0) await released;
        return fetch(url, init);
      },
    });
    let heard!: (revision: number) => void;
    const revision = new Promise<number>((resolve) => (heard = resolve));
    const stop = stream.onRevision((value) => heard(value));
    try {
      await reached(stream, 'refused');
      expect(waits).toEqual([[1, 30_000]]);
      expect(server.requests()).toBe(1);
      release();
      await reached(stream, 'live');
      expect(await revision).toBe(7);
      expect(server.requests()).toBe(2);
    } finally {
      stop();
      await server.close();
    }
    expect(stream.status).toBe('idle');
  });

  it('counts refusals in a row, and the last listener leaving stops the waiting retry', async () => {
    const server = await eventsServer(['refuse']);
    const waits: number[] = [];
    let third!: () => void;
    const thirdRefusal = new Promise<void>((resolve) => (third = resolve));
    const stream = new MapEventStream(server.url, {
      retryDelay: (attempt) => {
        waits.push(attempt);
        if (attempt < 3) return 0;
        // Retries at once twice, then waits long: the test stops the stream during that wait.
        third();
        return 60_000;
      },
    });
    const stop = stream.onPresence(() => {});
    try {
      await thirdRefusal;
      expect(waits).toEqual([1, 2, 3]);
      expect(stream.status).toBe('refused');
    } finally {
      stop();
    }
    expect(stream.status).toBe('idle');
    expect(server.requests()).toBe(3);
    await server.close();
  });

  it('a stream refused for good (no access any more) is closed, not retried', async () => {
    const server = await eventsServer(['gone']);
    const stream = new MapEventStream(server.url, {
      retryDelay: () => {
        throw new Error('must not retry');
      },
    });
    const stop = stream.onRevision(() => {});
    try {
      await reached(stream, 'closed');
      expect(server.requests()).toBe(1);
    } finally {
      stop();
      await server.close();
    }
  });
});

describe('streamRetryDelay', () => {
  it("waits the server's Retry-After first, doubling with each refusal in a row up to 5 minutes", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => streamRetryDelay(attempt, 30_000))).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      STREAM_RETRY_MAX_MS,
    ]);
    expect(streamRetryDelay(1, null)).toBe(30_000);
    expect(streamRetryDelay(50, 1_000)).toBe(STREAM_RETRY_MAX_MS);
  });
});

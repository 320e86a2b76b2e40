import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

// Requests on real sockets, for tests that need what supertest hides: a client that hangs up at a chosen moment.

/** The port the app listens on (it is started on 127.0.0.1 the first time). */
export async function listeningPort(app: NestExpressApplication): Promise<number> {
  const server = app.getHttpServer() as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A session cookie of an existing user (`name=value`), for raw requests. */
export async function sessionCookie(app: NestExpressApplication, email: string): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/auth/signin')
    .send({ email, password: 'correct horse' })
    .expect(200);
  return String(res.headers['set-cookie']).split(';')[0];
}

/** When the client hangs up: before any byte of the answer, once its head arrived, or after the first body chunk. */
export type HangUpStage = 'before-head' | 'after-head' | 'mid-body';

/** A JSON POST whose client can hang up: `sent` settles once the request is written, `hangUp` destroys it. */
export interface OpenRequest {
  /** What the client had received when it hung up (or when the answer ended, had it ended first). */
  reached: () => 'nothing' | 'head' | 'body' | 'end';
  /** Resolves once the answer's head has arrived. */
  head: Promise<void>;
  /** Resolves once the first chunk of the body has arrived (or the answer ended). */
  firstChunk: Promise<void>;
  hangUp: () => void;
}

/** Sends `body` as JSON to `path` on `port` and keeps the request open for the caller to hang up. */
export function openRequest(
  port: number,
  path: string,
  cookie: string,
  body: unknown,
  options: { method?: string; headers?: Record<string, string>; read?: boolean } = {},
): OpenRequest {
  let reached: 'nothing' | 'head' | 'body' | 'end' = 'nothing';
  let gotHead!: () => void;
  let gotChunk!: () => void;
  const head = new Promise<void>((resolve) => (gotHead = resolve));
  const firstChunk = new Promise<void>((resolve) => (gotChunk = resolve));
  const payload = Buffer.from(JSON.stringify(body));
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      method: options.method ?? 'POST',
      path,
      headers: {
        ...options.headers,
        cookie,
        'content-type': 'application/json',
        'content-length': String(payload.length),
      },
    },
    (res) => {
      reached = 'head';
      gotHead();
      // Not reading leaves the answer in the socket's buffers: the server sees a download that does not move.
      if (options.read === false) return;
      res.on('data', () => {
        if (reached === 'head') reached = 'body';
        gotChunk();
      });
      res.on('end', () => {
        reached = 'end';
        gotChunk();
      });
      res.on('error', () => undefined);
    },
  );
  // The socket is destroyed on purpose; its errors are the expected outcome.
  req.on('error', () => undefined);
  req.end(payload);
  return { reached: () => reached, head, firstChunk, hangUp: () => req.destroy() };
}

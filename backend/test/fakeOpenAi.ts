import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ChatModifications } from '@mapa/model';

/**
 * What the test server answers to the next chat completion. The real service is paid and outside, so this is the
 * one stand-in the tests use (DESIGN §5); everything on our side of the HTTP call runs for real.
 */
export type FakeReply =
  /** A completion whose message content is `content` (streamed in `chunks` pieces when the call asks to stream). */
  | {
      content: string;
      /** How many stream chunks to cut the content into (default: about 8 characters each). */
      chunks?: number;
      /** Wait before the first byte and between chunks. */
      delayMs?: number;
      /**
       * Hold the answer (or, streamed, each chunk) until the test releases it (`POST /__fake/release`), so a test
       * can look at the state in between without racing a clock.
       */
      gated?: boolean;
      /** Stream only this many chunks, then hang up without `[DONE]` (or, unstreamed, cut the body). */
      truncateAfter?: number;
      finishReason?: 'stop' | 'length';
    }
  /** An HTTP error with OpenAI's error body. */
  | { status: number; message?: string }
  /** Accept the request and never answer (slower than any timeout). */
  | { hang: true };

/** One chat completion request as the server received it. */
export interface FakeRequest {
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: unknown };
    [key: string]: unknown;
  };
  authorization?: string;
  receivedAt: number;
  /** When the first streamed chunk was written (epoch ms; streamed replies only). */
  firstByteAt?: number;
}

/** Options that hold until changed. */
export interface FakeOpenAiOptions {
  /** Answer 400 to `response_format: {type: 'json_schema'}` like endpoints without structured outputs. */
  refuseJsonSchema?: boolean;
}

/** A running OpenAI-compatible test server. */
export interface FakeOpenAi {
  /** `http://127.0.0.1:PORT/v1`, the value for OPENAI_BASE_URL. */
  baseUrl: string;
  /** Every chat completion request received, oldest first (refused ones too). */
  requests: FakeRequest[];
  /** Queues replies; each chat completion takes the oldest. With none queued the default reply answers. */
  enqueue: (...replies: FakeReply[]) => void;
  setOptions: (options: FakeOpenAiOptions) => void;
  /** Lets `count` gated answers or chunks go (see `gated`); releases made before they wait are kept. */
  release: (count?: number) => void;
  /** Forgets queued replies, recorded requests and options, and lets every held answer go. */
  reset: () => void;
  close: () => Promise<void>;
}

/** The reply given when nothing is queued: an assistant message with no changes (JSON) or a short text. */
function defaultReply(request: FakeRequest): FakeReply {
  const wantsJson = request.body.response_format !== undefined;
  if (!wantsJson) return { content: 'More details about this topic.' };
  return {
    content: JSON.stringify({ explanation: 'Nothing to change.', modifications: emptyModifications() }),
  };
}

/** The modifications object with every list empty. */
export function emptyModifications(): ChatModifications {
  return {
    concepts_to_modify: [],
    concepts_to_remove: [],
    concepts_to_add: [],
    relations_to_remove: [],
    relations_to_add: [],
  };
}

/** A reply whose content is `value` as JSON. */
export const jsonReply = (value: unknown, extra: Partial<Extract<FakeReply, { content: string }>> = {}) => ({
  content: JSON.stringify(value),
  ...extra,
});

/**
 * Starts an OpenAI-compatible server on 127.0.0.1 (`POST /v1/chat/completions`, plain or streamed as server-sent
 * events). Tests in other processes script it over HTTP: `POST /__fake/enqueue` with a reply or a list of them,
 * `POST /__fake/options`, `POST /__fake/release` (`{count}`), `POST /__fake/reset`, `GET /__fake/requests`.
 */
export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  let options: FakeOpenAiOptions = {};
  const sockets = new Set<Socket>();
  // The gate of `gated` replies: releases not yet used, and the answers waiting for one.
  let permits = 0;
  const waiting: (() => void)[] = [];
  const gate = (): Promise<void> => {
    if (permits > 0) {
      permits--;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (count = 1): void => {
    for (let i = 0; i < count; i++) {
      const next = waiting.shift();
      if (next) next();
      else permits++;
    }
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  // Idle keep-alive connections stay open past any pause in a test: with Node's 5 s default the server could close
  // one just as the test's client sent its next request on it (ECONNRESET in e2e aiCompletion on a busy machine).
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = req.url ?? '';
    if (url.startsWith('/__fake/')) return control(url, body, res);
    if (req.method !== 'POST' || !/\/chat\/completions$/.test(url)) {
      return sendError(res, 404, `No route ${req.method} ${url}`);
    }
    const request: FakeRequest = {
      body: JSON.parse(body) as FakeRequest['body'],
      authorization: req.headers.authorization,
      receivedAt: Date.now(),
    };
    requests.push(request);
    if (options.refuseJsonSchema && request.body.response_format?.type === 'json_schema') {
      return sendError(
        res,
        400,
        "Invalid parameter: 'response_format' of type 'json_schema' is not supported.",
      );
    }
    const reply = queue.shift() ?? defaultReply(request);
    if ('hang' in reply) return; // the socket stays open until the client gives up or the server closes
    if ('status' in reply) return sendError(res, reply.status, reply.message ?? 'The server had an error');
    if (reply.delayMs) await delay(reply.delayMs);
    if (request.body.stream) await stream(res, request, reply, gate);
    else {
      if (reply.gated) await gate();
      answer(res, request, reply);
    }
  }

  function control(url: string, body: string, res: ServerResponse): void {
    if (url === '/__fake/enqueue') {
      const parsed = JSON.parse(body) as FakeReply | FakeReply[];
      queue.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    } else if (url === '/__fake/options') options = JSON.parse(body) as FakeOpenAiOptions;
    else if (url === '/__fake/reset') reset();
    else if (url === '/__fake/release') release((JSON.parse(body || '{}') as { count?: number }).count ?? 1);
    else if (url === '/__fake/requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
      return;
    } else return sendError(res, 404, `No control ${url}`);
    res.writeHead(204).end();
  }

  function reset(): void {
    queue.length = 0;
    requests.length = 0;
    options = {};
    permits = 0;
    for (const next of waiting.splice(0)) next();
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setOptions: (next) => (options = next),
    release,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type ContentReply = Extract<FakeReply, { content: string }>;

function answer(res: ServerResponse, request: FakeRequest, reply: ContentReply): void {
  const payload = JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.body.model ?? 'fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content, refusal: null },
        finish_reason: reply.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
  if (reply.truncateAfter !== undefined) {
    // Headers promise the whole body, then the connection drops half-way.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length });
    res.write(payload.slice(0, Math.floor(payload.length / 2)));
    res.socket?.destroy();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(payload);
}

async function stream(
  res: ServerResponse,
  request: FakeRequest,
  reply: ContentReply,
  gate: () => Promise<void>,
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const pieces = split(reply.content, reply.chunks ?? Math.max(1, Math.ceil(reply.content.length / 8)));
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model ?? 'fake',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  for (let i = 0; i < pieces.length; i++) {
    if (reply.truncateAfter !== undefined && i >= reply.truncateAfter) {
      res.socket?.destroy();
      return;
    }
    if (i > 0 && reply.delayMs) await delay(reply.delayMs);
    if (reply.gated) await gate();
    if (res.destroyed) return; // the client went away (Stop)
    if (i === 0) request.firstByteAt = Date.now();
    res.write(chunk(i === 0 ? { role: 'assistant', content: pieces[i] } : { content: pieces[i] }, null));
  }
  res.write(chunk({}, reply.finishReason ?? 'stop'));
  res.end('data: [DONE]\n\n');
}

function split(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces.length > 0 ? pieces : [''];
}

function sendError(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: null } }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MAX_JSON_DEPTH } from '@mapa/model';
import { ApiException } from './apiException';
import { toErrorBody } from './apiException.filter';
import { exceedsJsonDepth } from './jsonDepth';

/** Largest map document body: a whole-document upload, or a save of many operations. */
export const DOCUMENT_BODY_LIMIT = '50mb';
/** Largest JSON body of every other route (they carry a few small fields); parsed on the main thread. */
export const JSON_BODY_LIMIT = '1mb';
/** Largest blob accepted through a signed PUT of the filesystem store (spec §9: uploads up to 10 MB). */
export const BLOB_PUT_LIMIT = '10mb';
/** The same 10 MB sent as base64 text (4 characters per 3 bytes, with room for line breaks). */
export const BLOB_PUT_BASE64_LIMIT = '14mb';

/**
 * Routes whose JSON body may be big, kept raw here and parsed by the route's service: in the worker pool when
 * big (`DocumentWorkers`), since Express's JSON parser would parse 50 MB on the event loop. The upload route
 * reads any content type as JSON, since clients send the graph as text too.
 */
const DOCUMENT_ROUTES: ReadonlySet<string> = new Set([
  'PUT /api/documents/upload',
  'POST /api/documents/transactions',
  // A chat message carries the whole map (titles, descriptions, relations): ~10 MB at 100k nodes.
  'PUT /api/documents/chatbot',
]);

class TooDeep extends Error {}

/** Bytes per megabyte as body-parser counts them ('50mb'). */
const MB = 1024 * 1024;

/** A document route's body: the chunks as they arrived, never joined on the main thread. */
export class BodyChunks {
  constructor(readonly chunks: readonly Uint8Array[]) {}
}

/** The bytes of a document route's body, as chunks (none when no body was sent). */
export function rawBody(body: unknown): readonly Uint8Array[] {
  if (body instanceof BodyChunks) return body.chunks;
  return Buffer.isBuffer(body) ? [body] : [];
}

/**
 * Reads a document route's body as the chunks it arrives in, up to `limit` bytes (413 beyond, as soon as it is
 * known). Unlike body-parser, it never joins them: joining 50 MB on the main thread is a long pause by itself
 * (page faults and a copy); the worker that parses the body joins them. Compressed bodies (rare: browsers do not
 * compress requests) go through body-parser, which inflates them.
 */
function documentBodyReader(limit: number, inflating: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') return inflating(req, res, next);
    const tooLarge = () => next(Object.assign(new Error('too large'), { type: 'entity.too.large' }));
    if (Number(req.headers['content-length']) > limit) {
      req.resume();
      return tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        return tooLarge();
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (failed) return;
      req.body = new BodyChunks(chunks);
      next();
    });
    req.on('error', (error) => {
      if (failed) return;
      failed = true;
      next(error);
    });
  };
}

/**
 * Body parsers whose failures answer in the API's error shape: 400 `INVALID_JSON` (also for JSON nested deeper
 * than `MAX_JSON_DEPTH`, checked on the bytes before parsing), 413 `PAYLOAD_TOO_LARGE` naming the limit.
 */
export function jsonBodyParser(): RequestHandler {
  const json = express.json({
    limit: JSON_BODY_LIMIT,
    verify: (_req, _res, bytes) => {
      if (exceedsJsonDepth(bytes, MAX_JSON_DEPTH)) throw new TooDeep();
    },
  });
  const document = documentBodyReader(
    parseInt(DOCUMENT_BODY_LIMIT, 10) * MB,
    express.raw({ limit: DOCUMENT_BODY_LIMIT, type: () => true }),
  );
  const raw = express.raw({ limit: BLOB_PUT_LIMIT, type: () => true });
  const rawBase64 = express.raw({ limit: BLOB_PUT_BASE64_LIMIT, type: () => true });
  return (req: Request, res: Response, next: NextFunction) => {
    // Signed blob PUTs carry bytes of any type; they stay raw.
    const isBlob = req.path.startsWith('/api/blobs/');
    // `Content-Encoding: base64` (spec §7.2) is not an HTTP coding the parser knows: it takes the text as is and
    // the blob route decodes it (marked by `base64Body`).
    const base64 = isBlob && req.headers['content-encoding']?.trim().toLowerCase() === 'base64';
    if (base64) {
      delete req.headers['content-encoding'];
      (req as Request & { base64Body?: boolean }).base64Body = true;
    }
    const isDocument = DOCUMENT_ROUTES.has(`${req.method} ${req.path}`);
    const parser = isBlob ? (base64 ? rawBase64 : raw) : isDocument ? document : json;
    const limit = isBlob
      ? base64
        ? BLOB_PUT_BASE64_LIMIT
        : BLOB_PUT_LIMIT
      : isDocument
        ? DOCUMENT_BODY_LIMIT
        : JSON_BODY_LIMIT;
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const body = toErrorBody(toApiError(error, limit));
      res.status(body.statusCode).json(body);
    });
  };
}

function toApiError(error: unknown, limit: string): ApiException {
  const { type, cause } = error as { type?: string; cause?: unknown };
  if (error instanceof TooDeep || cause instanceof TooDeep)
    return new ApiException(
      400,
      'INVALID_JSON',
      `The body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`,
    );
  if (type === 'entity.too.large')
    return new ApiException(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${limit}`);
  if (type === 'entity.parse.failed')
    return new ApiException(400, 'INVALID_JSON', 'The body is not valid JSON');
  return new ApiException(400, 'VALIDATION_FAILED', (error as Error).message ?? 'Unreadable body');
}

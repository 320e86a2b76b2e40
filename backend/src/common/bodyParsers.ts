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
]);

class TooDeep extends Error {}

/** The raw bytes of a document route's body (empty when none was sent). */
export function rawBody(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
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
  const document = express.raw({ limit: DOCUMENT_BODY_LIMIT, type: () => true });
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

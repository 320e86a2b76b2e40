import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiException } from './apiException';
import { toErrorBody } from './apiException.filter';

/** Largest accepted request body (a big map's JSON). */
export const BODY_LIMIT = '50mb';
/** Largest blob accepted through a signed PUT of the filesystem store (spec §9: uploads up to 10 MB). */
export const BLOB_PUT_LIMIT = '10mb';
/** The same 10 MB sent as base64 text (4 characters per 3 bytes, with room for line breaks). */
export const BLOB_PUT_BASE64_LIMIT = '14mb';

/**
 * JSON body parser whose failures answer in the API's error shape: 400 `INVALID_JSON`, 413 `PAYLOAD_TOO_LARGE`.
 * The document upload route parses any content type as JSON, since clients send the graph as text too.
 */
export function jsonBodyParser(): RequestHandler {
  const strict = express.json({ limit: BODY_LIMIT });
  const anyType = express.json({ limit: BODY_LIMIT, type: () => true });
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
    const parser = isBlob
      ? base64
        ? rawBase64
        : raw
      : req.path === '/api/documents/upload'
        ? anyType
        : strict;
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const body = toErrorBody(toApiError(error));
      res.status(body.statusCode).json(body);
    });
  };
}

function toApiError(error: unknown): ApiException {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large')
    return new ApiException(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${BODY_LIMIT}`);
  if (type === 'entity.parse.failed')
    return new ApiException(400, 'INVALID_JSON', 'The body is not valid JSON');
  return new ApiException(400, 'VALIDATION_FAILED', (error as Error).message ?? 'Unreadable body');
}

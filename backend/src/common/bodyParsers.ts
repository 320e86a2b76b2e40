import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiException } from './apiException';
import { toErrorBody } from './apiException.filter';

/** Largest accepted request body (a big map's JSON). */
export const BODY_LIMIT = '50mb';
/** Largest blob accepted through a signed PUT of the filesystem store (spec §9: uploads up to 10 MB). */
export const BLOB_PUT_LIMIT = '10mb';

/**
 * JSON body parser whose failures answer in the API's error shape: 400 `INVALID_JSON`, 413 `PAYLOAD_TOO_LARGE`.
 * The document upload route parses any content type as JSON, since clients send the graph as text too.
 */
export function jsonBodyParser(): RequestHandler {
  const strict = express.json({ limit: BODY_LIMIT });
  const anyType = express.json({ limit: BODY_LIMIT, type: () => true });
  const raw = express.raw({ limit: BLOB_PUT_LIMIT, type: () => true });
  return (req: Request, res: Response, next: NextFunction) => {
    // Signed blob PUTs carry bytes of any type; they stay raw.
    const isBlob = req.path.startsWith('/api/blobs/');
    const parser = isBlob ? raw : req.path === '/api/documents/upload' ? anyType : strict;
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

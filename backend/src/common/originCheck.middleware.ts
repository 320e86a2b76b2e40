import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from './apiException.filter';
import { ApiException } from './apiException';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site writes: a POST/PUT/PATCH/DELETE whose `Origin` header names another host gets 403
 * `BAD_ORIGIN`. Requests without Origin (curl, same-origin navigations of old browsers) pass; the session cookie
 * is SameSite=Lax besides.
 */
export function originCheck(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (SAFE_METHODS.has(req.method) || !origin || sameHost(origin, req.host)) return next();
  const body = toErrorBody(new ApiException(403, 'BAD_ORIGIN', 'Cross-origin write refused'));
  res.status(body.statusCode).json(body);
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

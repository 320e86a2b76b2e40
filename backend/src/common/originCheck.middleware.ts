import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { toErrorBody } from './apiException.filter';
import { ApiException } from './apiException';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site writes: a POST/PUT/PATCH/DELETE whose `Origin` header is not this request's own origin
 * gets 403 `BAD_ORIGIN`. The origin is scheme, host and port alike: an `https://` page is another origin than
 * `http://` on the same host (a page served over plain http, where anyone on the path can inject script, must
 * not write as the https site). The request's scheme is Express's `req.protocol`, which believes
 * `X-Forwarded-Proto` only from the proxies `TRUST_PROXY` names. `publicUrl` (PUBLIC_URL, the origin users reach
 * the app at) is accepted too, for a TLS proxy that does not say `X-Forwarded-Proto`. Requests without Origin
 * (curl, same-origin navigations of old browsers) pass; the session cookie is SameSite=Lax besides.
 */
export function originCheck(publicUrl: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method) || !origin || isOwnOrigin(origin, req, publicUrl)) return next();
    const body = toErrorBody(new ApiException(403, 'BAD_ORIGIN', 'Cross-origin write refused'));
    res.status(body.statusCode).json(body);
  };
}

function isOwnOrigin(origin: string, req: Request, publicUrl: string): boolean {
  const given = normalOrigin(origin);
  if (given === null) return false;
  const own = req.host ? normalOrigin(`${req.protocol}://${req.host}`) : null;
  return given === own || given === publicUrl;
}

/** `scheme://host[:port]` with the default port dropped and the host lower-cased; null when not a URL. */
function normalOrigin(text: string): string | null {
  try {
    const { origin } = new URL(text);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

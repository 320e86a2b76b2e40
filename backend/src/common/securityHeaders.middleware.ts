import type { NextFunction, Request, Response } from 'express';

/**
 * Security headers on every response. Framing stays allowed (`frame-ancestors *`) because maps are embeddable
 * (spec §2.15), so no X-Frame-Options.
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Content-Security-Policy', "frame-ancestors *; object-src 'none'; base-uri 'self'");
  next();
}

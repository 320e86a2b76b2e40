import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { VIDEO_HOSTS } from './richText.sanitizer';

/** What the policy needs to know about the deployment. */
export interface SecurityHeadersOptions {
  /** Origin of presigned blob URLs when they are not this server's (S3), else null. */
  blobOrigin: string | null;
}

/** A year: browsers then refuse plain http for this host. Not `includeSubDomains`: other hosts are not ours. */
const HSTS = 'max-age=31536000';

/** JSON and redirects: nothing to run, nothing to frame. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The app's policy: scripts only from this origin (Vite emits no inline script); inline styles allowed (Mantine
 * and Quill set style attributes and inject <style>); workers from this origin or blob: (PixiJS starts its
 * image workers from blob: URLs); images and media from here, data:/blob: (favicon, local previews), the blob
 * store, and https: for images (rich text may show images from other sites); frames only of the video players
 * rich text may embed.
 */
export function appPolicy(blobOrigin: string | null, frameAncestors: string): string {
  const store = blobOrigin ? ` ${blobOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${store}`,
    `media-src 'self' blob:${store}`,
    "font-src 'self' data:",
    `connect-src 'self'${store}`,
    "worker-src 'self' blob:",
    `frame-src ${VIDEO_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
// Swagger UI is a page of its own: it gets the app's policy (its script and styles are files of this origin).
const isApiPage = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/**
 * The embed address of spec §2.1 (`/maps/{id}?hideNavbar=true`), the only page other sites may frame. Framed
 * on another site it runs without the session (the cookie is SameSite=Lax), so it shows only public maps.
 */
export function isEmbed(req: Request): boolean {
  return /^\/maps\/[A-Za-z0-9_-]+(\/|$)/.test(req.path) && req.query.hideNavbar === 'true';
}

/**
 * Security headers on every response: no MIME sniffing, a strict referrer policy, HSTS over TLS (`req.secure`,
 * which follows TRUST_PROXY), and a Content-Security-Policy: none for the API, the app's for pages, where only
 * the embed address may be framed by other sites (the rest only by this origin).
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const framedBySelf = appPolicy(options.blobOrigin, "'self'");
  const framedByAnyone = appPolicy(options.blobOrigin, '*');
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    if (isApi(req.path) && !isApiPage(req.path)) {
      res.setHeader('Content-Security-Policy', API_POLICY);
    } else if (isEmbed(req)) {
      res.setHeader('Content-Security-Policy', framedByAnyone);
    } else {
      res.setHeader('Content-Security-Policy', framedBySelf);
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    }
    next();
  };
}

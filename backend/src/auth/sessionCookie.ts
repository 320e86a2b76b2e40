import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE } from '@mapa/model';

/** How long a session lives. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new opaque session token (256 random bits). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token: a leaked table opens no sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token sent by the browser, if any. */
export function readSessionToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function cookieOptions(req: Request): CookieOptions {
  // req.secure honours X-Forwarded-Proto from trusted proxies, so Secure is set exactly when behind https.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Rewrites index.html for one request (link previews of a map); null keeps the file as it is. */
export type IndexRenderer = (req: Request, html: string) => Promise<string | null>;

/**
 * Serves the built frontend for every GET outside /api, falling back to index.html for client-side routes
 * (`/maps/:id/...`), optionally rewritten by `renderIndex`. Does nothing when the build is missing, so API-only
 * runs answer 404 JSON.
 */
export function staticFrontend(staticDir: string, renderIndex?: IndexRenderer): RequestHandler[] {
  const index = join(staticDir, 'index.html');
  const files = express.static(staticDir, { index: false, maxAge: '1h' });
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');
  return [
    (req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : files(req, res, next)),
    (req: Request, res: Response, next: NextFunction) => {
      if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(index)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      if (!renderIndex) return res.sendFile(index);
      readFile(index, 'utf8')
        .then((html) => renderIndex(req, html))
        .then((html) => (html === null ? res.sendFile(index) : res.type('html').send(html)))
        .catch(next);
    },
  ];
}

// The harness pages (engine/harness) play the shell around a real engine. They are built once per test worker with
// Vite and served as static files: on Vite's dev server every page load fetched and transformed hundreds of source
// modules, which took longer than the test itself on a busy machine. The build bundles the same sources the same way
// the product's build does.
import { test } from '@playwright/test';
import { build } from 'vite';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pixiStartup } from '../vite/pixiStartup.mjs';

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const harnessDir = path.join(engineDir, 'harness');

let built: Promise<string> | undefined;

/** Builds index.html, big.html and themed.html into a temporary directory, once per worker process (removed when it exits). */
function buildHarness(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'mapa-harness-'));
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await build({
      root: harnessDir,
      configFile: false,
      logLevel: 'error',
      base: './',
      plugins: [pixiStartup()],
      resolve: {
        alias: {
          '@mapa/model': path.join(engineDir, '../model/src/index.ts'),
          '@mapa/engine': path.join(engineDir, 'src/index.ts'),
        },
      },
      build: {
        outDir,
        emptyOutDir: true,
        chunkSizeWarningLimit: 5000,
        rollupOptions: {
          input: {
            index: path.join(harnessDir, 'index.html'),
            big: path.join(harnessDir, 'big.html'),
            themed: path.join(harnessDir, 'themed.html'),
          },
        },
      },
    });
    return outDir;
  })();
  return built;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Serves `dir` on a free port of 127.0.0.1 ('/' is index.html). */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Registers beforeAll/afterAll hooks that serve the harness for the calling spec file; the returned getter gives
 * the server's base URL (ending in '/') once it is listening.
 */
export function useHarnessServer(): () => string {
  let server: Server | undefined;
  let url = '';
  test.beforeAll(async () => {
    // Building takes seconds when idle and much longer on a loaded machine; it happens once per worker.
    test.setTimeout(300_000);
    server = await serve(await buildHarness());
    const { port } = server.address() as { port: number };
    url = `http://127.0.0.1:${port}/`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  });
  return () => url;
}

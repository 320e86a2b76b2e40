// One Vite dev server on engine/harness per spec file: the harness pages play the shell around a real engine.
import { test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Registers beforeAll/afterAll hooks that serve the harness for the calling spec file; the returned getter gives
 * the server's base URL once it is listening.
 */
export function useHarnessServer(): () => string {
  let server: ViteDevServer | undefined;
  let url = '';
  test.beforeAll(async () => {
    server = await createServer({
      root: path.join(engineDir, 'harness'),
      configFile: false,
      logLevel: 'error',
      server: { port: 0, strictPort: false, hmr: false },
      resolve: {
        alias: {
          '@mapa/model': path.join(engineDir, '../model/src/index.ts'),
          '@mapa/engine': path.join(engineDir, 'src/index.ts'),
        },
      },
    });
    await server.listen();
    url = server.resolvedUrls!.local[0];
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return () => url;
}

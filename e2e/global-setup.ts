import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startFakeOpenAi } from '../backend/test/fakeOpenAi';

const root = path.resolve(__dirname, '..');

/**
 * The production server's settings, except that every test signs up its own users from 127.0.0.1: the sign-up
 * limit per address (20 an hour by default) is raised. Sign-in and save limits stay at their defaults, so the
 * suite also shows that real editing stays under them.
 */
export const E2E_SERVER_ENV = { NODE_ENV: 'production', RATE_LIMIT_SIGNUP: '100000/1h' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

// The server takes a few seconds to start on an idle machine; with both cores busy (other test runs, CI on a shared
// machine) it took over 30 s. The wait ends as soon as it answers; the limit is only there so a server that never
// comes up fails the run instead of hanging it.
async function waitForHealth(url: string, child: ChildProcess, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy in ${ms} ms`);
}

/** A production server and its AI test server, owned by one Playwright worker slot. */
interface WorkerServer {
  url: string;
  fakeAiUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production build the way `npm start` serves it (node backend/dist/main.js, which also serves
 * frontend/dist) on a free port with a throwaway data directory, with its own OpenAI-compatible test server.
 */
async function startWorkerServer(main: string): Promise<WorkerServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mapa-e2e-'));
  const port = await freePort();
  // The AI endpoint is the OpenAI-compatible test server; specs script it over HTTP (MAPA_FAKE_OPENAI_URL).
  const fakeOpenAi = await startFakeOpenAi();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      OPENAI_BASE_URL: fakeOpenAi.baseUrl,
      OPENAI_MODEL: 'test-model',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // No teardown runs when the setup fails: stop the server here, or it outlives the run.
    child.kill('SIGKILL');
    await fakeOpenAi.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await fakeOpenAi.close();
    // Wait for the server to exit (it closes its pools and the database), not for a set time; kill it if it hangs.
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.kill('SIGTERM');
    const hung = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(hung);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, fakeAiUrl: fakeOpenAi.baseUrl.replace(/\/v1$/, ''), stop };
}

/**
 * Starts one production server (with its data directory and AI test server) per Playwright worker, so the workers
 * run spec files side by side without sharing a server: the AI test server's reply queue, the per-address rate
 * limits and the data directory each belong to one worker. Tests find theirs through `baseURL()` (e2e/helpers.ts),
 * which reads `MAPA_BASE_URL_<slot>` for the worker's `TEST_PARALLEL_INDEX`.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const main = path.join(root, 'backend/dist/main.js');
  const index = path.join(root, 'frontend/dist/index.html');
  if (!existsSync(main) || !existsSync(index)) {
    throw new Error('The production build is missing: run `npm run build` first (npm test does it).');
  }
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, config.workers) }, () => startWorkerServer(main)),
  );
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
  const failure = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  servers.forEach((server, slot) => {
    process.env[`MAPA_BASE_URL_${slot}`] = server.url;
    process.env[`MAPA_FAKE_OPENAI_URL_${slot}`] = server.fakeAiUrl;
  });
  return stopAll;
}

// Shared by the bench sections that need the product's server: start the production build on a free port with
// a temporary DATA_DIR, and a signed-up user's fetch that keeps the session cookie.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `backend/dist/main.js` (with extra environment `env`); `stop()` kills it and removes its data. */
export async function startServer(env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapa-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
    cwd: root,
    // Benches sign up many users and flood saves on purpose: no rate limits.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMIT_SIGNUP: 'off',
      RATE_LIMIT_SAVES: 'off',
      RATE_LIMIT_UPLOADS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-up user's fetch: keeps the session cookie. */
export async function session(base, email) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Bench' }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (method, url, body, headers = {}) => {
    const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const t0 = performance.now();
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: text,
    });
    const answer = await r.text();
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${answer.slice(0, 300)}`);
    return {
      status: r.status,
      body: answer ? JSON.parse(answer) : undefined,
      ms,
      sent: text ? Buffer.byteLength(text) : 0,
    };
  };
  return { cookie, call };
}

// One Mapa server process (the production build), its output in a log file.
import { spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { join } from 'node:path';

/** Waits until `url`/api/health answers, or fails when the child exits or `ms` pass. */
export async function waitForHealth(url, child, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy in ${ms} ms`);
}

/** Starts `node backend/dist/main.js` on `port` with `env`; resolves once it answers its health check. */
export async function startMapaProcess(root, { port, env, logFile }) {
  const main = join(root, 'backend/dist/main.js');
  if (!existsSync(main)) throw new Error('backend/dist/main.js is missing: run `npm run build` first');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { child, port, url };
}

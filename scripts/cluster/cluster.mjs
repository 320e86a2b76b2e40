// The scale-out shape on one machine: PostgreSQL, s3rver, N Mapa processes and nginx round-robin in front.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMapaProcess, waitForHealth } from './mapaProcess.mjs';
import { nginxMissing, postgresMissing } from '../prerequisites.mjs';
import { startNginx } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';
import { startS3 } from './s3.mjs';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** Why the cluster cannot start here (a missing Debian package), or null. */
export function clusterMissing() {
  return postgresMissing() ?? nginxMissing();
}

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function sessionSecret(dir) {
  const file = join(dir, 'secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Starts everything in `dir`. Ports default to the documented ones; `freePorts` picks free ones (tests).
 * `env` is added to every Mapa process's environment. Returns the proxy's URL, the processes (each can be
 * killed and started again) and `stop`, which ends all it started.
 */
export async function startCluster(options = {}) {
  const dir = resolve(options.dir ?? join(ROOT, '.cluster'));
  const count = options.processes ?? 2;
  if (options.fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, who must be able to reach its directory inside this one.
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  const pick = async (fixed) => (options.freePorts ? freePort() : fixed);
  const ports = {
    postgres: await pick(5433),
    s3: await pick(4569),
    proxy: options.port ?? (await pick(8080)),
    mapa: [],
  };
  for (let i = 0; i < count; i++) ports.mapa.push(await pick(3101 + i));

  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await Promise.resolve(s()).catch(() => undefined);
    stops.length = 0;
  };
  try {
    const pg = startPostgres(join(dir, 'pg'), ports.postgres);
    stops.push(pg.stop);
    mkdirSync(join(dir, 's3'), { recursive: true });
    const s3 = await startS3(join(dir, 's3'), ports.s3, 'mapa');
    stops.push(s3.stop);
    const publicUrl = `http://localhost:${ports.proxy}`;
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: pg.databaseUrl,
      SESSION_SECRET: sessionSecret(dir),
      PUBLIC_URL: publicUrl,
      ...s3.env,
      ...options.env,
    };
    const processes = ports.mapa.map((port, i) => {
      const spec = {
        port,
        env: { ...env, DATA_DIR: join(dir, `mapa-${i + 1}`) },
        logFile: join(dir, `mapa-${i + 1}.log`),
      };
      const entry = {
        port,
        url: `http://127.0.0.1:${port}`,
        logFile: spec.logFile,
        child: null,
        /** Starts (or starts again) this process. */
        start: async () => {
          entry.child = (await startMapaProcess(ROOT, spec)).child;
        },
        /** Kills it at once (SIGKILL: no graceful close), as a crash would. */
        kill: async () => {
          const child = entry.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGKILL');
          await exited;
        },
      };
      return entry;
    });
    // The first one alone runs the migrations; then the others start together.
    await processes[0].start();
    stops.push(() => Promise.all(processes.map((p) => p.kill())));
    await Promise.all(processes.slice(1).map((p) => p.start()));
    const nginx = startNginx(join(dir, 'nginx'), ports.proxy, ports.mapa);
    stops.push(
      () =>
        new Promise((done) => {
          if (nginx.child.exitCode !== null) return done();
          nginx.child.once('exit', done);
          // Fast shutdown: a graceful one (SIGQUIT) would wait for every open event stream to end.
          nginx.child.kill('SIGTERM');
        }),
    );
    await waitForHealth(nginx.url, nginx.child, 30_000);
    return {
      dir,
      url: nginx.url,
      publicUrl,
      databaseUrl: pg.databaseUrl,
      s3: s3.env,
      ports,
      processes,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin, postgresMissing } from '../../scripts/prerequisites.mjs';

/** Why a throwaway PostgreSQL cannot be started here, or null when it can (the finder .ci/run uses too). */
export const postgresUnavailable = (): string | null => postgresMissing();

/** PostgreSQL's binaries; suites check `postgresUnavailable` before they start a cluster. */
function bin(): string {
  const found = findPostgresBin();
  if (found.missing !== undefined) throw new Error(found.missing);
  return found.dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function run(tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin(), tool), ...args]]
    : [join(bin(), tool), args];
  execFileSync(cmd, argv, { stdio: 'pipe' });
}

/**
 * A suite that times out in `beforeAll`, or a jest run that is killed, never calls `stop`: a detached watchdog
 * shuts the cluster down and removes it once the process that started it is gone.
 */
function stopWhenGone(ownerPid: number, data: string, dir: string): void {
  const pgCtl = join(bin(), 'pg_ctl');
  const stop =
    process.getuid?.() === 0
      ? `runuser -u postgres -- ${pgCtl} -D ${data} -m immediate -w stop`
      : `${pgCtl} -D ${data} -m immediate -w stop`;
  const script = `while kill -0 ${ownerPid} 2>/dev/null; do sleep 2; done; ${stop} >/dev/null 2>&1; rm -rf ${dir}`;
  spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' }).unref();
}

/** How long `pg_ctl start` waits for the server to accept connections (seconds; its default is 60). */
const PG_START_WAIT_S = 150;

/** How many free ports `startPostgres` tries when another process takes the one it picked before PostgreSQL binds it. */
const PORT_ATTEMPTS = 5;

function logText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Starts a throwaway cluster on 127.0.0.1 in a temporary directory; `stop` shuts it down and removes it.
 * A free port can be taken by another process (a parallel suite's server) between `freePort` closing it and the
 * postmaster binding it: when the server log says so, it starts again on another port. `pickPort` is for its test.
 */
export async function startPostgres(
  pickPort: () => Promise<number> = freePort,
): Promise<{ databaseUrl: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'mapa-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await pickPort();
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
    const logBefore = logText(log).length;
    try {
      // pg_ctl waits 60 s by default; with both cores saturated (CI under stress-ng) a start took longer.
      run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', String(PG_START_WAIT_S), 'start']);
      break;
    } catch (error) {
      const said = logText(log).slice(logBefore);
      if (attempt < PORT_ATTEMPTS && said.includes('Address already in use')) continue;
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PostgreSQL did not start on port ${port}: ${String(error)}\n${said.trim()}`);
    }
  }
  stopWhenGone(process.pid, data, dir);
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

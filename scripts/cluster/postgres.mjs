// A throwaway PostgreSQL cluster from Debian's binaries, kept in a data directory between runs.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgresBin } from '../prerequisites.mjs';

const asRoot = process.getuid?.() === 0;

/** PostgreSQL's binaries, found as the test helpers and .ci/run find them. */
function bin() {
  const found = findPostgresBin();
  if (found.missing) throw new Error(found.missing);
  return found.dir;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function run(tool, args) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin(), tool), ...args]]
    : [join(bin(), tool), args];
  return execFileSync(cmd, argv, { stdio: 'pipe' }).toString();
}

/**
 * Starts (creating it on the first run) a cluster in `dir` listening on 127.0.0.1:`port`, trust authentication
 * (local use only). Returns its URL and `stop`.
 */
export function startPostgres(dir, port) {
  const data = join(dir, 'data');
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  }
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=100`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start']);
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

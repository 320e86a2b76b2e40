// A throwaway PostgreSQL cluster from Debian's binaries, kept in a data directory between runs.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function run(tool, args) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]]
    : [join(BIN, tool), args];
  return execFileSync(cmd, argv, { stdio: 'pipe' }).toString();
}

/** Why PostgreSQL cannot be started here, or null. */
export function postgresMissing() {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(join(BIN, tool))) return `${join(BIN, tool)} is missing (apt-get install postgresql-15)`;
  }
  return null;
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

#!/usr/bin/env node
// What the test suites need from the machine beyond npm packages, found one way for every caller: the test helpers
// (backend/test, e2e/cluster.spec.ts through scripts/cluster), the local cluster and .ci/run, which installs what
// is missing (`node scripts/prerequisites.mjs postgres` exits 1 when PostgreSQL's binaries are not there).
// Plain JavaScript with node's built-ins only: .ci/run calls it before `npm ci`.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian puts each installed PostgreSQL version's binaries (`<dir>/<version>/bin`). */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';
const POSTGRES_TOOLS = ['initdb', 'pg_ctl'];

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function missingTool(dir) {
  return POSTGRES_TOOLS.map((tool) => join(dir, tool)).find((file) => !executable(file)) ?? null;
}

/**
 * PostgreSQL's own binaries: `PG_BIN_DIR` when set, else the newest `/usr/lib/postgresql/<version>/bin` holding
 * both `initdb` and `pg_ctl`. An `initdb` elsewhere on the PATH does not count: the suites run these tools by path.
 * Returns `{ dir }`, or `{ missing }` saying what is not there and how to install it. `debianDir` is for its test.
 */
export function findPostgresBin(env = process.env, debianDir = DEBIAN_POSTGRES) {
  if (env.PG_BIN_DIR) {
    const absent = missingTool(env.PG_BIN_DIR);
    return absent
      ? {
          missing: `${absent} is missing (PG_BIN_DIR=${env.PG_BIN_DIR}; unset it to use Debian's postgresql)`,
        }
      : { dir: env.PG_BIN_DIR };
  }
  let versions = [];
  try {
    versions = readdirSync(debianDir).filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    // no PostgreSQL installed at all
  }
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = join(debianDir, version, 'bin');
    if (!missingTool(dir)) return { dir };
  }
  return {
    missing: `PostgreSQL's binaries are missing: no ${debianDir}/*/bin with ${POSTGRES_TOOLS.join(' and ')} (apt-get install postgresql)`,
  };
}

/** Why a PostgreSQL cluster cannot be started here, or null. */
export function postgresMissing(env = process.env) {
  return findPostgresBin(env).missing ?? null;
}

/** nginx, for the cluster browser test (`NGINX_BIN`, default Debian's `/usr/sbin/nginx`). */
export function nginxBin(env = process.env) {
  return env.NGINX_BIN ?? '/usr/sbin/nginx';
}

/** Why nginx cannot be started here, or null. */
export function nginxMissing(env = process.env) {
  const bin = nginxBin(env);
  return executable(bin) ? null : `${bin} is missing (apt-get install nginx)`;
}

/** The browser the browser tests drive (`CHROMIUM_PATH`, default Debian's `/usr/bin/chromium`). */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Why the browser tests cannot launch Chromium here, or null. */
export function chromiumMissing(env = process.env) {
  const bin = chromiumPath(env);
  return executable(bin) ? null : `${bin} is missing (apt-get install chromium, or set CHROMIUM_PATH)`;
}

/**
 * True in CI (`CI=true`, as .ci/run sets it). .ci/run installs the Debian packages and the corpora must be beside
 * the project there, so a suite that cannot run is a failure, not a skip.
 */
export function inCi(env = process.env) {
  return env.CI === 'true';
}

/**
 * What a suite does about a prerequisite: 'run' when nothing is missing, 'fail' in CI, 'skip' elsewhere (the
 * final line of `npm test` counts what was skipped).
 */
export function prerequisiteAction(missing, env = process.env) {
  if (!missing) return 'run';
  return inCi(env) ? 'fail' : 'skip';
}

/** The error of a suite CI must run whose prerequisite is missing. */
export function missingInCiMessage(suite, missing) {
  return `${suite}: CI (CI=true) must run this suite, but ${missing}. Outside CI it would be skipped and counted.`;
}

const CHECKS = { postgres: postgresMissing, nginx: nginxMissing, chromium: chromiumMissing };

// `node scripts/prerequisites.mjs postgres nginx chromium`: names each one missing and exits 1 if any is.
// (Matched by file name: under jest this module is compiled to CommonJS, where import.meta does not exist.)
if (process.argv[1]?.endsWith('/prerequisites.mjs')) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in CHECKS));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`usage: node scripts/prerequisites.mjs ${Object.keys(CHECKS).join('|')}...`);
    process.exit(2);
  }
  const missing = names.map((name) => CHECKS[name]()).filter(Boolean);
  for (const reason of missing) console.error(reason);
  process.exit(missing.length > 0 ? 1 : 0);
}

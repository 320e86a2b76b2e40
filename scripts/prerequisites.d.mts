// Types of prerequisites.mjs for the TypeScript that imports it (backend/test, e2e); the module stays plain
// JavaScript so .ci/run and scripts/cluster run it with node alone.

/** PostgreSQL's own binaries (`PG_BIN_DIR`, else the newest `/usr/lib/postgresql/<version>/bin`), or why not. */
export function findPostgresBin(
  env?: Record<string, string | undefined>,
  debianDir?: string,
): { dir: string; missing?: undefined } | { dir?: undefined; missing: string };
/** Why a PostgreSQL cluster cannot be started here, or null. */
export function postgresMissing(env?: Record<string, string | undefined>): string | null;
export function nginxBin(env?: Record<string, string | undefined>): string;
/** Why nginx cannot be started here, or null. */
export function nginxMissing(env?: Record<string, string | undefined>): string | null;
export function chromiumPath(env?: Record<string, string | undefined>): string;
/** Why the browser tests cannot launch Chromium here, or null. */
export function chromiumMissing(env?: Record<string, string | undefined>): string | null;
/** True in CI (`CI=true`). */
export function inCi(env?: Record<string, string | undefined>): boolean;
/** 'run' when nothing is missing, 'fail' in CI, 'skip' elsewhere. */
export function prerequisiteAction(
  missing: string | null,
  env?: Record<string, string | undefined>,
): 'run' | 'skip' | 'fail';
/** The error of a suite CI must run whose prerequisite is missing. */
export function missingInCiMessage(suite: string, missing: string): string;

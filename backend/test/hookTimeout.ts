/**
 * Timeout of the hooks that start or stop a test app: starting PostgreSQL and s3rver (initdb, pg_ctl, migrations)
 * takes seconds on an idle machine and much longer on a loaded one, beyond jest's 5 s default. It bounds only
 * set-up and tear-down; no assertion depends on it.
 */
export const SERVICES_HOOK_TIMEOUT = 240_000;

/**
 * Timeout of tests that send bodies of megabytes or tens of thousands of operations through the real routes (or
 * restart the app): seconds when idle, several times that on a loaded machine. No assertion depends on it.
 */
export const HEAVY_TEST_TIMEOUT = 120_000;

// The one finder of PostgreSQL's binaries (test helpers, local cluster, .ci/run) and what a suite does when a
// prerequisite is missing, on made-up /usr/lib/postgresql trees in a temporary directory.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin, missingInCiMessage, prerequisiteAction } from './prerequisites.mjs';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mapa-prerequisites-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function tool(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
}
function version(debian: string, v: string, tools: string[]): void {
  for (const t of tools) tool(path.join(debian, v, 'bin', t));
}

describe('findPostgresBin', () => {
  it('takes the newest version that has both initdb and pg_ctl', () => {
    const debian = path.join(tmp, 'postgresql');
    version(debian, '9.6', ['initdb', 'pg_ctl']);
    version(debian, '13', ['initdb', 'pg_ctl']);
    version(debian, '16', ['initdb']); // a half-removed package
    expect(findPostgresBin({}, debian)).toEqual({ dir: path.join(debian, '13', 'bin') });
  });

  it('does not count an initdb on the PATH, or a dangling or non-executable one', () => {
    const debian = path.join(tmp, 'postgresql');
    tool(path.join(tmp, 'stray', 'initdb'));
    tool(path.join(tmp, 'stray', 'pg_ctl'));
    mkdirSync(path.join(debian, '15', 'bin'), { recursive: true });
    symlinkSync(path.join(tmp, 'gone'), path.join(debian, '15', 'bin', 'initdb'));
    writeFileSync(path.join(debian, '15', 'bin', 'pg_ctl'), '');
    const found = findPostgresBin({ PATH: `${path.join(tmp, 'stray')}:/usr/bin` }, debian);
    expect(found.missing).toBe(
      `PostgreSQL's binaries are missing: no ${debian}/*/bin with initdb and pg_ctl (apt-get install postgresql)`,
    );
  });

  it('is missing, naming the file, when PG_BIN_DIR lacks a tool', () => {
    version(tmp, 'only', ['initdb']);
    const dir = path.join(tmp, 'only', 'bin');
    expect(findPostgresBin({ PG_BIN_DIR: dir }).missing).toBe(
      `${dir}/pg_ctl is missing (PG_BIN_DIR=${dir}; unset it to use Debian's postgresql)`,
    );
    tool(path.join(dir, 'pg_ctl'));
    expect(findPostgresBin({ PG_BIN_DIR: dir })).toEqual({ dir });
  });

  it('answers .ci/run: `node scripts/prerequisites.mjs postgres` exits 1 and says why when they are missing', () => {
    const cli = path.join(__dirname, 'prerequisites.mjs');
    const r = spawnSync(process.execPath, [cli, 'postgres'], {
      encoding: 'utf8',
      env: { ...process.env, PG_BIN_DIR: '/nonexistent' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('/nonexistent/initdb is missing');
    expect(
      spawnSync(process.execPath, [cli, 'nginx'], { env: { ...process.env, NGINX_BIN: '/x' } }).status,
    ).toBe(1);
    expect(spawnSync(process.execPath, [cli, 'pgsql']).status).toBe(2);
  });
});

describe('prerequisiteAction', () => {
  it('runs when nothing is missing, skips outside CI, fails in CI', () => {
    expect(prerequisiteAction(null, { CI: 'true' })).toBe('run');
    expect(prerequisiteAction('x is missing', {})).toBe('skip');
    expect(prerequisiteAction('x is missing', { CI: 'false' })).toBe('skip');
    expect(prerequisiteAction('x is missing', { CI: 'true' })).toBe('fail');
    expect(missingInCiMessage('startPostgres', 'x is missing')).toBe(
      'startPostgres: CI (CI=true) must run this suite, but x is missing. Outside CI it would be skipped and counted.',
    );
  });
});

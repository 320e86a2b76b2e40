// The counts of `npm test`'s last line, from reports made by real jest and Playwright runs: the fixtures here, and
// the PostgreSQL helper's own suite with PostgreSQL hidden (PG_BIN_DIR pointing nowhere), in and outside CI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addCounts,
  jestCounts,
  jestSkippedFiles,
  playwrightCounts,
  playwrightSkippedFiles,
  summaryLine,
} from './testSummary.mjs';

const root = path.resolve(__dirname, '..');
const fixtures = path.join(__dirname, 'testSummary.fixtures');
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mapa-test-summary-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The environment of a nested run: this run's, without jest's worker id and with `CI` as given. */
function env(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete e.JEST_WORKER_ID;
  for (const key of Object.keys(extra)) if (extra[key] === undefined) delete e[key];
  return e;
}

/** Runs jest with `args` and returns its `--json` report. */
function jestReport(name: string, args: string[], extraEnv: Record<string, string | undefined> = {}) {
  const out = path.join(tmp, `${name}.json`);
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--runInBand',
      '--json',
      `--outputFile=${out}`,
      ...args,
    ],
    { cwd: root, encoding: 'utf8', env: env(extraEnv) },
  );
  try {
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    throw new Error(`jest wrote no report (exit ${r.status}): ${r.stderr}`);
  }
}

const fixtureConfig = JSON.stringify({ rootDir: fixtures, testMatch: ['**/*.fixture.js'], transform: {} });

describe('jest', () => {
  it('counts passed, failed (a file that fails to load is one) and skipped (skip, todo, describe.skip, a skipped file)', () => {
    const report = jestReport('fixtures', ['--config', fixtureConfig]);
    expect(jestCounts(report)).toEqual({ passed: 2, failed: 2, skipped: 6 });
    const skipped = jestSkippedFiles(report)
      .map((f) => ({ file: path.basename(f.file), skipped: f.skipped }))
      .sort((a, b) => a.file.localeCompare(b.file));
    expect(skipped).toEqual([
      { file: 'mixed.fixture.js', skipped: 4 },
      { file: 'skippedFile.fixture.js', skipped: 2 },
    ]);
  }, 120_000);

  it('is null without a report (jest crashed)', () => {
    expect(jestCounts(null)).toBeNull();
  });
});

describe('the PostgreSQL suites with PostgreSQL missing', () => {
  const suite = ['--selectProjects', 'backend', '--runTestsByPath', 'backend/test/postgresCluster.test.ts'];

  it('are skipped, and counted, outside CI', () => {
    const report = jestReport('pg-local', suite, { PG_BIN_DIR: '/nonexistent', CI: undefined });
    expect(jestCounts(report)).toEqual({ passed: 0, failed: 0, skipped: 2 });
    expect(report.testResults[0].assertionResults[0].fullName).toContain(
      'SKIPPED: /nonexistent/initdb is missing',
    );
  }, 120_000);

  it('fail in CI, naming what is missing', () => {
    const report = jestReport('pg-ci', suite, { PG_BIN_DIR: '/nonexistent', CI: 'true' });
    expect(jestCounts(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(report.testResults[0].message).toContain(
      'startPostgres: CI (CI=true) must run this suite, but /nonexistent/initdb is missing',
    );
  }, 120_000);
});

describe('Playwright', () => {
  it('counts passed, failed and skipped (skip, fixme, skipped in beforeAll)', () => {
    const r = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--config',
        path.join(fixtures, 'playwright.config.mjs'),
        '--output',
        path.join(tmp, 'playwright'),
      ],
      { cwd: root, encoding: 'utf8', env: env({ CI: undefined }), maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(r.stdout);
    expect(playwrightCounts(report)).toEqual({ passed: 1, failed: 1, skipped: 4 });
    expect(playwrightSkippedFiles(report)).toEqual([{ file: 'mixed.pw.mjs', skipped: 4 }]);
  }, 120_000);

  it('counts a flaky test as passed and an error outside any test as a failure', () => {
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [{ message: 'setup' }],
    };
    expect(playwrightCounts(report)).toEqual({ passed: 4, failed: 2, skipped: 2 });
    expect(playwrightCounts(null)).toBeNull();
  });
});

describe('the last line', () => {
  it('sums the parts as "N passed, N failed, N skipped"', () => {
    const total = addCounts(
      { passed: 2, failed: 2, skipped: 6 },
      { passed: 1, failed: 1, skipped: 4 },
      { passed: 0, failed: 1, skipped: 0 },
    );
    expect(summaryLine(total)).toBe('3 passed, 4 failed, 10 skipped');
    expect(summaryLine(addCounts())).toBe('0 passed, 0 failed, 0 skipped');
  });
});

#!/usr/bin/env node
// The README's test command: builds the product, runs every jest project and every browser test, and ends with
// one line "N passed, N failed, N skipped" totalling all suites. Exit code is non-zero when anything failed.
// Outside CI a suite whose prerequisite is missing (PostgreSQL, nginx, the shared corpora) is skipped and counted;
// in CI (CI=true) such a suite fails, and any test still skipped fails the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissing, inCi } from './prerequisites.mjs';
import {
  addCounts,
  jestCounts,
  jestSkippedFiles,
  playwrightCounts,
  playwrightSkippedFiles,
  summaryLine,
} from './testSummary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** What ran: jest's and Playwright's counts, and one failure for each step that broke (build, a crashed runner). */
const parts = [];
const lines = [];
/** `file: N skipped` for each file that skipped tests, printed before the summary. */
const skippedFiles = [];
const failure = { passed: 0, failed: 1, skipped: 0 };

const chromium = chromiumMissing();
if (chromium) console.error(`${chromium}. Browser tests cannot run without it (they fail).`);

// 1. Production build (the browser tests run against it, as `npm start` serves it).
if (run('npm', ['run', 'build']) !== 0) {
  console.error('build failed');
  parts.push(failure);
  lines.push('build: failed');
}

// 2. Unit and API tests (jest, every package).
const jestOut = path.join(results, 'jest.json');
rmSync(jestOut, { force: true });
// Two workers even on two cores: jest's default (cores - 1) runs the suites one by one, while most of their time is
// spent waiting on throwaway PostgreSQL clusters, S3 servers and worker threads.
run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestOut}`]);
const jestReport = readJson(jestOut);
const jest = jestCounts(jestReport);
for (const { file, skipped } of jestSkippedFiles(jestReport))
  skippedFiles.push(`${path.relative(root, file)}: ${skipped} skipped`);
if (jest) {
  parts.push(jest);
  lines.push(`jest: ${summaryLine(jest)}`);
} else {
  parts.push(failure);
  lines.push('jest: no results (crashed)');
}

// 3. Browser tests (Playwright driving Debian's Chromium).
const e2eOut = path.join(results, 'e2e.json');
rmSync(e2eOut, { force: true });
if (addCounts(...parts).failed === 0 || jest) {
  run('npx', ['playwright', 'test']);
  const e2eReport = readJson(e2eOut);
  const e2e = playwrightCounts(e2eReport);
  for (const { file, skipped } of playwrightSkippedFiles(e2eReport))
    skippedFiles.push(`${file}: ${skipped} skipped`);
  if (e2e) {
    parts.push(e2e);
    lines.push(`browser: ${summaryLine(e2e)}`);
  } else {
    parts.push(failure);
    lines.push('browser: no results (crashed)');
  }
}

// CI installs every prerequisite, so a skip there is a test nobody ran: the suites' own CI checks fail the ones
// with a missing prerequisite, and this catches any other (an unconditional `.skip` added later).
const skipped = addCounts(...parts).skipped;
if (inCi() && skipped > 0) {
  parts.push(failure);
  lines.push(`ci: ${skipped} skipped, and CI runs every test (the files are listed above)`);
}

const total = addCounts(...parts);
if (skippedFiles.length > 0) console.log('\n' + skippedFiles.join('\n'));
console.log('\n' + lines.join('\n'));
console.log(summaryLine(total));
process.exit(total.failed > 0 ? 1 : 0);

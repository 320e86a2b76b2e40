#!/usr/bin/env node
// The README's test command: builds the product, runs every jest project and every browser test, and ends with
// one line "N passed, N failed" totalling all suites. Exit code is non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

let passed = 0;
let failed = 0;
const lines = [];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package: apt-get update && apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH). Browser tests cannot run without it.',
  );
}

// 1. Production build (the browser tests run against it, as `npm start` serves it).
if (run('npm', ['run', 'build']) !== 0) {
  console.error('build failed');
  failed += 1;
  lines.push('build: failed');
}

// 2. Unit and API tests (jest, every package).
const jestOut = path.join(results, 'jest.json');
rmSync(jestOut, { force: true });
// Two workers even on two cores: jest's default (cores - 1) runs the suites one by one, while most of their time is
// spent waiting on throwaway PostgreSQL clusters, S3 servers and worker threads.
run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestOut}`]);
const jest = readJson(jestOut);
if (jest) {
  const jp = jest.numPassedTests;
  const jf = jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  passed += jp;
  failed += jf;
  lines.push(`jest: ${jp} passed, ${jf} failed`);
} else {
  failed += 1;
  lines.push('jest: no results (crashed)');
}

// 3. Browser tests (Playwright driving Debian's Chromium).
const e2eOut = path.join(results, 'e2e.json');
rmSync(e2eOut, { force: true });
if (failed === 0 || jest) {
  run('npx', ['playwright', 'test']);
  const e2e = readJson(e2eOut);
  if (e2e?.stats) {
    const ep = e2e.stats.expected + (e2e.stats.flaky ?? 0);
    const ef = e2e.stats.unexpected + (e2e.errors?.length ?? 0);
    passed += ep;
    failed += ef;
    lines.push(
      `browser: ${ep} passed, ${ef} failed${e2e.stats.skipped ? `, ${e2e.stats.skipped} skipped` : ''}`,
    );
  } else {
    failed += 1;
    lines.push('browser: no results (crashed)');
  }
}

console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

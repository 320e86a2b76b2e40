#!/usr/bin/env node
// `npm run bench`: runs every benchmark section (bench/<section>/run.mjs, in name order) in one go, each writing
// its Markdown to bench/results/<section>.md, then assembles docs/benchmarks.md with the machine it ran on.
// Benchmarks measure; they are never part of `npm test`. Pass section names to run only those:
// `npm run bench -- render layout`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const resultsDir = path.join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });

// The load average beside the numbers: a section measured next to other work reads slower, and says so.
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const loadAtStart = loadAverage();

const wanted = process.argv.slice(2);
const sections = readdirSync(benchDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(benchDir, d.name, 'run.mjs')))
  .map((d) => d.name)
  .sort();
const toRun = wanted.length ? sections.filter((s) => wanted.includes(s)) : sections;

let failed = 0;
for (const section of toRun) {
  console.log(`\n=== bench: ${section} ===`);
  const r = spawnSync(process.execPath, [path.join(benchDir, section, 'run.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: path.join(resultsDir, `${section}.md`) },
  });
  if (r.status !== 0) {
    failed += 1;
    console.error(`bench section ${section} failed with exit code ${r.status}`);
  }
}

const chromium = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
  encoding: 'utf8',
});
const machine = [
  `- CPU: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}`,
  `- Memory: ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  `- OS: ${os.type()} ${os.release()}`,
  `- Node.js: ${process.version}`,
  `- Browser: ${(chromium.stdout || 'unknown').trim()} (headless, WebGL on SwiftShader unless a GPU is present)`,
  `- Load average (1, 5, 15 min) of the last run (${toRun.join(', ') || 'no section'}): ${loadAtStart} at the ` +
    `start, ${loadAverage()} at the end`,
].join('\n');

const parts = sections
  .filter((s) => existsSync(path.join(resultsDir, `${s}.md`)))
  .map((s) => readFileSync(path.join(resultsDir, `${s}.md`), 'utf8').trim());
const doc = `# Benchmarks

Measured by \`npm run bench\` (\`scripts/bench.mjs\`), which runs every section under \`bench/\` in one run on one
machine. Benchmarks are programs, not tests: nothing here is asserted in \`npm test\`.

## Machine of the last run

${machine}

Reproduce: \`npm ci && npm run build && npm run bench\` (or \`npm run bench -- <section>\`).

${parts.join('\n\n')}
`;
writeFileSync(path.join(root, 'docs/benchmarks.md'), doc);
console.log(`\nwrote docs/benchmarks.md (${parts.length} sections)`);
process.exit(failed > 0 ? 1 : 0);

#!/usr/bin/env node
// Miniature benchmark (`npm run bench -- miniature`): what the navigator's picture costs (issue #17). On the render
// bench's Mapa page (bench/render/pages/mapa.html, the production engine on a generated tree), in fresh Chromium
// launches with software WebGL: a label is edited, the engine announces `miniaturechange` once the change settles,
// and `engine.miniature({width: 216, height: 144})` (the navigator's size) is made. Recorded per size: the time from
// the announcement to the picture, the main thread's time inside the call (issuing the GPU pass), and the longest
// main-thread task in that window as the Long Tasks API sees it (it reports only tasks of 50 ms or more, so "< 50"
// means none). Writes Markdown to $BENCH_RESULTS. Environment: BENCH_MINIATURE_SIZES (default 10000,100000),
// BENCH_MINIATURE_RUNS (edits per launch, default 5), BENCH_MINIATURE_LAUNCHES (default 2).
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pages = path.join(root, 'bench/render/pages');
const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/miniature.md');
const SIZES = (process.env.BENCH_MINIATURE_SIZES ?? '10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_MINIATURE_RUNS ?? 5);
const LAUNCHES = Number(process.env.BENCH_MINIATURE_LAUNCHES ?? 2);
const LOAD_BUDGET_MS = 180_000;
const SIZE = { width: 216, height: 144 };

async function buildPage() {
  const dist = path.join(os.tmpdir(), `mapa-bench-miniature-${process.pid}`);
  await build({
    root: pages,
    configFile: false,
    logLevel: 'warn',
    base: './',
    resolve: {
      alias: {
        '@mapa/model': path.join(root, 'model/src/index.ts'),
        '@mapa/engine': path.join(root, 'engine/src/index.ts'),
      },
    },
    build: {
      outDir: dist,
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: { input: { mapa: path.join(pages, 'mapa.html') } },
    },
  });
  return dist;
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In the page: `runs` label edits, each followed by the settled announcement and a new miniature. */
async function measureInPage({ runs, size }) {
  const { engine, setLabel } = window.__mapaBench;
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask' });
  const longestIn = (a, b) =>
    Math.max(0, ...longTasks.filter((t) => t.end > a && t.start < b).map((t) => t.end - t.start));
  const settled = () =>
    new Promise((resolve) => {
      const off = engine().on('miniaturechange', () => {
        off();
        resolve(performance.now());
      });
    });
  const results = [];
  for (let i = 0; i < runs; i++) {
    const changed = settled();
    setLabel('n0', `Edited ${i}`); // the generated tree's root
    const t0 = await changed;
    const s0 = performance.now();
    const pending = engine().miniature(size);
    const callMs = performance.now() - s0;
    const picture = await pending;
    const t1 = performance.now();
    picture?.bitmap.close();
    // Long task entries arrive after the task: give the observer a moment before reading them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    results.push({
      first: i === 0,
      remakeMs: t1 - t0,
      callMs,
      longestTaskMs: longestIn(t0, t1),
      ok: picture !== null,
    });
  }
  return results;
}

async function runLaunch(base, size) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/mapa.html?scene=tree&size=${size}`, { timeout: LOAD_BUDGET_MS });
    await page.waitForFunction(() => window.__bench?.ready || window.__bench?.error, undefined, {
      timeout: LOAD_BUDGET_MS,
      polling: 250,
    });
    const error = await page.evaluate(() => window.__bench.error);
    if (error) throw new Error(error);
    return await page.evaluate(measureInPage, { runs: RUNS, size: SIZE });
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const taskText = (ms) => (ms >= 50 ? `${ms.toFixed(0)} ms` : '< 50 ms');

async function main() {
  const dist = await buildPage();
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}`;
  const rows = [];
  try {
    for (const size of SIZES) {
      const all = [];
      for (let i = 0; i < LAUNCHES; i++) all.push(...(await runLaunch(base, size)));
      // A launch's first picture pays for warming up (JIT, the render target's first use); later ones are the
      // steady cost of a remake.
      for (const first of [true, false]) {
        const ok = all.filter((r) => r.ok && r.first === first);
        if (!ok.length) continue;
        const row = {
          size,
          which: first ? 'first' : 'later',
          count: ok.length,
          remake: median(ok.map((r) => r.remakeMs)),
          call: median(ok.map((r) => r.callMs)),
          worstTask: Math.max(...ok.map((r) => r.longestTaskMs)),
        };
        rows.push(row);
        console.log(
          `miniature ${String(size).padStart(6)} nodes, ${row.which}: remake ${row.remake.toFixed(0)} ms, in the ` +
            `call ${row.call.toFixed(1)} ms, longest task ${taskText(row.worstTask)} (${row.count} pictures)`,
        );
      }
    }
  } finally {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  }
  const table = rows
    .map(
      (r) =>
        `| ${r.size.toLocaleString('en')} | ${r.which} | ${r.count} | ${r.remake.toFixed(0)} ms | ${r.call.toFixed(1)} ms | ${taskText(r.worstTask)} |`,
    )
    .join('\n');
  writeFileSync(
    out,
    `## Miniature (the navigator's picture)

\`bench/miniature/run.mjs\`: the bench's generated tree, a label edited, then \`engine.miniature\` at the
navigator's ${SIZE.width}×${SIZE.height} px once \`miniaturechange\` announces the settled change; ${LAUNCHES}
fresh launches × ${RUNS} edits per size. *Remake*: from the announcement to the picture (median). *In the call*:
the main thread's time issuing the GPU pass (median). *Longest task*: the longest main-thread task between the
announcement and the picture over every run, as the Long Tasks API reports them (only tasks of 50 ms or more).
*First*: each launch's first picture (JIT and the render target's first use); *later*: the steady remakes.

| Nodes | Picture | Count | Remake | In the call | Longest task |
|---:|---|---:|---:|---:|---:|
${table}
`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

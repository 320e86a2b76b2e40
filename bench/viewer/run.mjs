#!/usr/bin/env node
// Viewer start-up benchmark (`npm run bench -- viewer`): how soon a big map is on screen in the product, for the
// editor (`/maps/{id}` as its owner), the embed view (`?hideNavbar=true` as its owner) and the read-only viewer (an
// anonymous visitor of the public map with `?hideNavbar=true`). Production server (backend/dist/main.js, SQLite and
// files in a temporary DATA_DIR), the built frontend, Debian's Chromium with the flags of playwright.config.ts, one
// fresh browser per run (nothing cached). Writes Markdown to $BENCH_RESULTS.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { session, startServer } from '../lib/server.mjs';
import { treeDocument } from '../lib/documents.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { settleBrowser } from '../lib/settleBrowser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/viewer.md');
const SIZES = (process.env.BENCH_VIEWER_SIZES ?? '10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_VIEWER_RUNS ?? 5);
const BUDGET_MS = 120_000;

/**
 * Installed before the app runs: when the editor publishes its engine (`window.__mapa`, set in the same task as
 * `engine.load`), listens to its events and records, from navigation start, when the engine appeared, the first
 * frame, the end of streamed loading, and the first frame after it (the whole map on screen).
 */
function watchStartUp() {
  const marks = { engine: NaN, firstFrame: NaN, loaded: NaN, onScreen: NaN, streamed: false };
  let hook;
  Object.defineProperty(window, '__mapaStartUp', { value: marks });
  Object.defineProperty(window, '__mapa', {
    configurable: true,
    get: () => hook,
    set(value) {
      hook = value;
      if (!value || Number.isFinite(marks.engine)) return;
      marks.engine = performance.now();
      value.engine.on('loadprogress', ({ done }) => {
        marks.streamed = true;
        if (done && !Number.isFinite(marks.loaded)) marks.loaded = performance.now();
      });
      value.engine.on('render', () => {
        const now = performance.now();
        if (!Number.isFinite(marks.firstFrame)) marks.firstFrame = now;
        const settled = !marks.streamed || Number.isFinite(marks.loaded);
        if (settled && !Number.isFinite(marks.onScreen)) marks.onScreen = now;
      });
    },
  });
}

async function measure(url, cookie) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (cookie) await context.addCookies([cookie]);
    await context.addInitScript(watchStartUp);
    const page = await context.newPage();
    // As a user's browser, already running: the fresh launch's own start-up work is over before the map opens.
    await settleBrowser();
    await page.goto(url);
    await page.waitForFunction(() => Number.isFinite(window.__mapaStartUp.onScreen), undefined, {
      timeout: BUDGET_MS,
      polling: 100,
    });
    const marks = await page.evaluate(() => window.__mapaStartUp);
    const document = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/blobs/') || e.name.includes('/api/documents/download'));
      return entry ? entry.responseEnd : NaN;
    });
    return { ...marks, document };
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const v = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const ms = (x) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(1)) : '–');

async function main() {
  const server = await startServer();
  const rows = [];
  try {
    const owner = await session(server.base, `viewer.${Date.now()}@example.com`);
    const me = (await owner.call('GET', '/api/auth/me')).body.user.email;
    const [name, value] = owner.cookie.split(';')[0].split('=');
    const cookie = { name, value, url: server.base };
    for (const n of SIZES) {
      const { body: created } = await owner.call('POST', '/api/maps', { title: `${n} nodes` });
      const headers = { 'document-id': created.id, 'document-owner': me, 'document-path': 'map' };
      await owner.call('PUT', '/api/documents/upload', treeDocument(n), { ...headers, 'if-match': '"0"' });
      await owner.call('POST', '/api/s3/updateTreeMetadata', {
        id: created.id,
        owner: me,
        members: {},
        isPublic: true,
      });
      const map = `${server.base}/maps/${created.id}`;
      const modes = [
        ['editor (owner)', map, cookie],
        ['embed `?hideNavbar=true` (owner)', `${map}?hideNavbar=true`, cookie],
        ['read-only viewer (anonymous, public map, `?hideNavbar=true`)', `${map}?hideNavbar=true`, null],
      ];
      for (const [mode, url, who] of modes) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(url, who));
        const row = {
          n,
          mode,
          runs: runs.length,
          document: median(runs.map((r) => r.document)),
          engine: median(runs.map((r) => r.engine)),
          firstFrame: median(runs.map((r) => r.firstFrame)),
          onScreen: median(runs.map((r) => r.onScreen)),
        };
        rows.push(row);
        console.log(
          `  ${n} ${mode}: whole map on screen after ${ms(row.onScreen)} ms (first frame ${ms(row.firstFrame)} ms)`,
        );
      }
    }
  } finally {
    server.stop();
  }
  const table = rows
    .map(
      (r) =>
        `| ${r.n.toLocaleString('en-US')} | ${r.mode} | ${ms(r.document)} | ${ms(r.engine)} | ${ms(r.firstFrame)} | ${ms(r.onScreen)} | ${r.runs} |`,
    )
    .join('\n');
  writeFileSync(
    out,
    `## Opening a big map: editor, embed and read-only viewer (bench/viewer)

\`bench/viewer/run.mjs\` opens a generated tree map (the save section's: 250×100 nodes with labels, every tenth with
notes) in the product, through the production server and the built frontend, in a fresh Chromium per run (${RUNS}
runs, medians; nothing cached), opened once the browser's own start-up work is over (\`bench/lib/settleBrowser.mjs\`,
as in the render section). Times are from navigation start: **document** = the map's JSON received,
**engine** = the canvas engine created and given the map, **first frame** = its first drawn frame, **on screen** =
the first frame with the whole map in (after streamed loading, for maps over 20,000 records). Issue #3 asks that
the read-only viewer path start as fast as the editor or faster.

| Nodes | Opened as | Document (ms) | Engine (ms) | First frame (ms) | On screen (ms) | Runs |
| ---: | --- | ---: | ---: | ---: | ---: | ---: |
${table}
`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

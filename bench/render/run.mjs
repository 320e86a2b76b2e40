#!/usr/bin/env node
// Render benchmark: Mapa's engine against Cytoscape.js (canvas and WebGL renderers) and sigma.js v3 on the same
// generated scenes, each case in fresh Chromium launches; writes Markdown to $BENCH_RESULTS and a chart PNG.
// Environment: BENCH_RENDER_LAUNCHES (Mapa's launches per case up to 10k nodes, default 5), BENCH_RENDER_LAUNCHES_BIG
// (at 100k, default 5), BENCH_RENDER_PEER_LAUNCHES (the peers' up to 10k, default 3), BENCH_RENDER_PEER_LAUNCHES_BIG
// (at 100k, default 1), BENCH_RENDER_SIZES (default 1000,10000,100000), BENCH_RENDER_SCENES
// (default tree,clustered,dense), BENCH_RENDER_LIBS, BENCH_RENDER_PEER_SIZES (sizes the peers run at, default every
// size: `10000` keeps the issue #18 goal rows and skips the peers' slow 100k launches), BENCH_RENDER_GPU=1 (use the machine's GPU instead of
// SwiftShader), BENCH_RENDER_LOAD_BUDGET_MS (a renderer that has not drawn by then did not finish, default 60000), BENCH_RENDER_ANIMATE_BUDGET_MS (time cap of each scripted pan and zoom, default 8000).
// BENCH_RENDER_HUGE=<nodes> runs only the engine-level scale case (huge.mjs; e.g. 1000000), with
// BENCH_RENDER_HUGE_BUDGET_MS (default 900000) as its time cap; it writes render-huge.md beside $BENCH_RESULTS
// (or in dist/) and appends it to the main run's Markdown. BENCH_RENDER_BASELINE=<checkout> runs only Mapa against
// that checkout's engine (`mapa-before`, baseline.mjs; launches as Mapa's) and writes render-baseline.md likewise.
import { build } from 'vite';
import { pixiStartup } from '../../engine/vite/pixiStartup.mjs';
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderChart } from './chart.mjs';
import { formatResults, targets } from './report.mjs';
import { formatHuge, runHuge } from './huge.mjs';
import { BASELINE_LIB, BASELINE_PAGE, buildBaselinePage, launchOrder } from './baseline.mjs';
import { formatComparison } from './compare.mjs';
import { percentile, summarise } from './stats.mjs';
import { execFileSync } from 'node:child_process';
import { settleBrowser } from '../lib/settleBrowser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// Built pages and raw numbers: a dist folder (ignored by git, ESLint and Prettier); the Markdown goes to $BENCH_RESULTS.
const outDir = path.join(here, 'dist');
const env = process.env;
const list = (v, d) =>
  (v ?? d)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const SIZES = list(env.BENCH_RENDER_SIZES, '1000,10000,100000').map(Number);
const SCENES = list(env.BENCH_RENDER_SCENES, 'tree,clustered,dense');
const BASELINE = env.BENCH_RENDER_BASELINE ? path.resolve(env.BENCH_RENDER_BASELINE) : '';
const LIBS = BASELINE
  ? ['mapa', BASELINE_LIB]
  : list(env.BENCH_RENDER_LIBS, 'mapa,cytoscape-canvas,cytoscape-webgl,sigma');
// Mapa's engine, now or a baseline's: every size, Mapa's launch counts.
const isMapa = (lib) => lib === 'mapa' || lib === BASELINE_LIB;
// Sizes at which the peers run too (default: every size); Mapa runs at every size.
const PEER_SIZES = list(env.BENCH_RENDER_PEER_SIZES, SIZES.join(',')).map(Number);
// Mapa runs 5 fresh launches per case at every size, the peers 3 up to 10k (a median of three) and 1 at 100k,
// where one launch of a peer costs minutes of slow frames on 2 cores.
const LAUNCHES = Number(env.BENCH_RENDER_LAUNCHES ?? 5);
const LAUNCHES_BIG = Number(env.BENCH_RENDER_LAUNCHES_BIG ?? 5);
const PEER_LAUNCHES = Number(env.BENCH_RENDER_PEER_LAUNCHES ?? 3);
const PEER_LAUNCHES_BIG = Number(env.BENCH_RENDER_PEER_LAUNCHES_BIG ?? 1);
const LOAD_BUDGET = Number(env.BENCH_RENDER_LOAD_BUDGET_MS ?? 60_000);
const FRAMES = 60;
// 'fit': each renderer's own fit of the whole map; 'matched': the same whole-map camera set on every renderer by
// the harness; 'zoom1': zoom 1 on the middle node. Each row records the share of the map on screen.
const VIEWS = ['fit', 'matched', 'zoom1'];
const ANIMATE_BUDGET = Number(env.BENCH_RENDER_ANIMATE_BUDGET_MS ?? 8_000);
const GPU = env.BENCH_RENDER_GPU === '1';

const PAGES = {
  mapa: 'mapa.html',
  'cytoscape-canvas': 'cytoscape.html',
  'cytoscape-webgl': 'cytoscape.html?webgl=1',
  sigma: 'sigma.html',
  [BASELINE_LIB]: BASELINE_PAGE,
};

const args = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
  ...(GPU
    ? ['--enable-gpu', '--ignore-gpu-blocklist']
    : ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']),
];

async function buildPages() {
  const dist = path.join(outDir, 'pages');
  await build({
    root: path.join(here, 'pages'),
    configFile: false,
    logLevel: 'warn',
    base: './',
    plugins: [pixiStartup()],
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
      rollupOptions: {
        input: {
          mapa: path.join(here, 'pages/mapa.html'),
          cytoscape: path.join(here, 'pages/cytoscape.html'),
          sigma: path.join(here, 'pages/sigma.html'),
          huge: path.join(here, 'pages/huge.html'),
        },
      },
    },
  });
  return dist;
}

/**
 * The Mapa page's scene documents: pages/mapaDocument.ts built for Node, so the page downloads the same JSON text a
 * stored map is served as.
 */
async function buildDocuments() {
  const dir = path.join(outDir, 'node');
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: path.join(here, 'pages/mapaDocument.ts'),
      outDir: dir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'mapaDocument.mjs' } },
    },
  });
  return import(pathToFileURL(path.join(dir, 'mapaDocument.mjs')).href);
}

/** Serves `dir`, and under documents/ the scene documents (`<kind>-<size>.json`, made once each). */
async function serve(dir) {
  const documents = await buildDocuments();
  const made = new Map();
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const wanted = /^\/(?:before\/)?documents\/(tree|clustered|dense)-(\d+)\.json$/.exec(pathname);
    if (wanted) {
      const key = `${wanted[1]}-${wanted[2]}`;
      if (!made.has(key)) made.set(key, documents.sceneDocument(wanted[1], Number(wanted[2])));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(made.get(key));
      return;
    }
    const file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** One fresh browser: loads the case, measures both views, the edits and the heap. */
async function runOnce(base, lib, scene, size) {
  const browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    // As a user's browser, running before the map is opened: its own start-up work is not on the first frame.
    await settleBrowser();
    const sep = PAGES[lib].includes('?') ? '&' : '?';
    // Cytoscape.js builds its scene before the load event: the navigation gets the whole load budget.
    await page.goto(`${base}/${PAGES[lib]}${sep}scene=${scene}&size=${size}`, { timeout: LOAD_BUDGET });
    const loaded = await page
      .waitForFunction(() => window.__bench?.ready || window.__bench?.error, undefined, {
        timeout: LOAD_BUDGET,
        polling: 200,
      })
      .then(() => true)
      .catch(() => false);
    const error = await page.evaluate(() => window.__bench?.error ?? '').catch(() => 'page unresponsive');
    if (!loaded || error) return { dnf: true, reason: error || `no frame within ${LOAD_BUDGET / 1000} s` };
    const result = { firstFrameMs: await page.evaluate(() => window.__bench.firstFrameMs) };
    result.gl = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'unknown';
    });
    for (const view of VIEWS) {
      const shown = await page.evaluate((v) => window.__bench.view(v), view);
      const before = await metrics(cdp);
      const magnifiedBefore = await page.evaluate(() => window.__bench.magnifiedFrames());
      const drawsBefore = await page.evaluate(() => window.__bench.overviewDraws());
      const intervals = await page.evaluate(
        ([f, b]) => window.__bench.animate(f, b),
        [FRAMES, ANIMATE_BUDGET],
      );
      const after = await metrics(cdp);
      const magnifiedAfter = await page.evaluate(() => window.__bench.magnifiedFrames());
      const drawsAfter = await page.evaluate(() => window.__bench.overviewDraws());
      const frames = Math.max(1, intervals.length);
      result[view] = {
        // Frames of the pan and zoom that showed Mapa's overview picture magnified past 1.25× (NaN for peers).
        magnified: magnifiedAfter - magnifiedBefore,
        // Mapa's overview pictures drawn whole in one frame, and drawn in slices across frames (NaN for peers).
        drawnWhole: drawsAfter.full - drawsBefore.full,
        drawnSliced: drawsAfter.built - drawsBefore.built,
        onScreen: shown.onScreen,
        zoom: shown.zoom,
        p50: percentile(intervals, 50),
        p95: percentile(intervals, 95),
        // The first half of the frames pan (the interval ending on the first pan frame is not measured).
        panP50: percentile(intervals.slice(0, FRAMES / 2 - 1), 50),
        frames: intervals.length,
        scriptMs: ((after.ScriptDuration - before.ScriptDuration) * 1000) / frames,
        taskMs: ((after.TaskDuration - before.TaskDuration) * 1000) / frames,
      };
    }
    result.labelMs = await page.evaluate(() => window.__bench.editLabel());
    result.add100Ms = await page.evaluate(() => window.__bench.add100());
    await cdp.send('HeapProfiler.collectGarbage');
    result.heapMB = (await metrics(cdp)).JSHeapUsedSize / 2 ** 20;
    return result;
  } catch (err) {
    return { dnf: true, reason: String(err?.message ?? err).split('\n')[0] };
  } finally {
    await browser.close();
  }
}

/** `--report-only`: rewrites the Markdown and chart from the last run's results.json without measuring. */
async function reportOnly() {
  const saved = JSON.parse(readFileSync(path.join(outDir, 'results.json'), 'utf8'));
  // Older runs saved the bare list; their duration can be given as BENCH_RENDER_MINUTES.
  const results = Array.isArray(saved) ? saved : saved.results;
  await writeReport(results, saved.minutes ?? Number(env.BENCH_RENDER_MINUTES ?? NaN), saved.load);
}

/** The 1-minute load average at the start and end of the run: frame times on 2 shared cores mean little without it. */
const loadAtStart = os.loadavg()[0];

async function writeReport(results, minutes, load = { start: loadAtStart, end: os.loadavg()[0] }) {
  const chart = path.join(root, 'docs/images/bench-render-frame-time.png');
  mkdirSync(path.dirname(chart), { recursive: true });
  await renderChart(results, chart, args, env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const markdown = formatResults(results, {
    minutes,
    load,
    launches: LAUNCHES,
    launchesBig: LAUNCHES_BIG,
    peerLaunches: PEER_LAUNCHES,
    peerLaunchesBig: PEER_LAUNCHES_BIG,
    frames: FRAMES,
    loadBudget: LOAD_BUDGET,
    gpu: GPU,
    chart: 'images/bench-render-frame-time.png',
  });
  writeFileSync(resultsPath, withAppended(markdown));
  console.log(`\n${targets(results)}`);
}

// The Markdown of the main run; the engine-level scale case and the before/after comparison (runs of their own)
// keep their sections beside it in render-huge.md and render-baseline.md, appended under their marks, so any of
// the runs leaves the others' numbers in place.
const resultsPath = env.BENCH_RESULTS ?? path.join(outDir, 'render.md');
const hugePath = path.join(path.dirname(resultsPath), 'render-huge.md');
const baselinePath = path.join(path.dirname(resultsPath), 'render-baseline.md');
const APPENDED = [
  ['<!-- render: engine-level scale (BENCH_RENDER_HUGE) -->', hugePath],
  ['<!-- render: before and after (BENCH_RENDER_BASELINE) -->', baselinePath],
];
function withAppended(markdown) {
  const main = APPENDED.reduce((text, [mark]) => text.split(mark)[0], markdown).trimEnd();
  const parts = APPENDED.filter(([, file]) => existsSync(file)).map(
    ([mark, file]) => `${mark}\n\n${readFileSync(file, 'utf8').trim()}`,
  );
  return `${[main, ...parts].join('\n\n')}\n`;
}

/** `BENCH_RENDER_BASELINE`: writes the before/after section and puts it below the main run's. */
function writeBaseline(results, minutes) {
  let commit = 'its HEAD';
  try {
    commit = execFileSync('git', ['-C', BASELINE, 'log', '-1', '--format=commit %h, %cs'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    // Not a git checkout: the section names the folder alone.
  }
  const markdown = formatComparison(results, {
    baseline: `${path.basename(BASELINE)} at ${commit}`,
    minutes,
    machine: `${os.cpus()[0]?.model ?? 'an unknown CPU'} × ${os.cpus().length}`,
    load: { start: loadAtStart, end: os.loadavg()[0] },
  });
  writeFileSync(baselinePath, markdown);
  if (existsSync(resultsPath)) writeFileSync(resultsPath, withAppended(readFileSync(resultsPath, 'utf8')));
  console.log(markdown);
}

/** `BENCH_RENDER_HUGE`: the engine-level scale case alone. */
async function mainHuge(size) {
  const dist = await buildPages();
  const server = await serve(dist);
  try {
    const base = `http://127.0.0.1:${server.address().port}`;
    const budgetMs = Number(env.BENCH_RENDER_HUGE_BUDGET_MS ?? 900_000);
    const chromiumPath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    // The page may hold well over a gigabyte while it builds the map: V8's default old space could stop it first.
    const hugeArgs = args.map((a) => (a.startsWith('--js-flags=') ? `${a} --max-old-space-size=4096` : a));
    const loadAverage = os.loadavg()[0].toFixed(1);
    const measured = await runHuge({ base, args: hugeArgs, chromiumPath, size, budgetMs });
    const result = { size, loadAverage, cores: os.cpus().length, ...measured };
    writeFileSync(path.join(outDir, 'huge.json'), JSON.stringify(result, null, 2));
    const markdown = formatHuge(result);
    writeFileSync(hugePath, markdown);
    // The main run's section, when there is one, gets this case in place of the previous one.
    if (existsSync(resultsPath)) writeFileSync(resultsPath, withAppended(readFileSync(resultsPath, 'utf8')));
    console.log(markdown);
  } finally {
    server.close();
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  if (process.argv.includes('--report-only')) return reportOnly();
  if (env.BENCH_RENDER_HUGE) return mainHuge(Number(env.BENCH_RENDER_HUGE));
  const started = Date.now();
  const dist = await buildPages();
  if (BASELINE) await buildBaselinePage(BASELINE, dist);
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}`;
  const results = [];
  const resultsJson = path.join(outDir, BASELINE ? 'results-baseline.json' : 'results.json');
  try {
    for (const size of SIZES) {
      for (const scene of SCENES) {
        // The renderers' launches take turns (Mapa, then each peer, then Mapa again...), so a change in the
        // machine's load during the case reaches every renderer alike.
        const libs = LIBS.filter((lib) => isMapa(lib) || PEER_SIZES.includes(size));
        const big = size >= 100_000;
        const launchesOf = (lib) =>
          isMapa(lib) ? (big ? LAUNCHES_BIG : LAUNCHES) : big ? PEER_LAUNCHES_BIG : PEER_LAUNCHES;
        const runsOf = new Map(libs.map((lib) => [lib, []]));
        const most = Math.max(...libs.map(launchesOf));
        for (let i = 0; i < most; i++) {
          for (const lib of launchOrder(libs, i)) {
            const runs = runsOf.get(lib);
            // A renderer that could not draw the case once will not in the next launch either.
            if (i >= launchesOf(lib) || runs.some((r) => r.dnf)) continue;
            runs.push(await runOnce(base, lib, scene, size));
          }
        }
        for (const lib of libs) {
          const runs = runsOf.get(lib);
          const summary = { lib, scene, size, ...summarise(runs, VIEWS) };
          results.push(summary);
          console.log(
            `${lib.padEnd(17)} ${scene.padEnd(9)} ${String(size).padStart(6)}  ` +
              (summary.dnf
                ? `did not finish: ${summary.reason}`
                : `first ${summary.firstFrameMs.toFixed(0)} ms, fit p50 ${summary.fit.p50.toFixed(1)} ms ` +
                  `(${(summary.fit.onScreen * 100).toFixed(0)}% on screen, pan p50 ${summary.fit.panP50.toFixed(1)} ms, ` +
                  `magnified ${VIEWS.map((v) => summary[v].magnified).join('/')}), ` +
                  `matched p50 ${summary.matched.p50.toFixed(1)} ms, ` +
                  `zoom1 p50 ${summary.zoom1.p50.toFixed(1)} ms, label ${summary.labelMs.toFixed(1)} ms, ` +
                  `heap ${summary.heapMB.toFixed(0)} MB`),
          );
          const minutes = (Date.now() - started) / 60_000;
          const load = { start: loadAtStart, end: os.loadavg()[0] };
          writeFileSync(resultsJson, JSON.stringify({ minutes, load, results }, null, 2));
        }
      }
    }
  } finally {
    server.close();
  }
  const minutes = (Date.now() - started) / 60_000;
  if (BASELINE) writeBaseline(results, minutes);
  else await writeReport(results, minutes);
  console.log(`render bench done in ${minutes.toFixed(1)} min`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

#!/usr/bin/env node
// Miniature benchmark (`npm run bench -- miniature`): what the navigator's picture costs (issue #17). On the render
// bench's Mapa page (bench/render/pages/mapa.html, the production engine on a generated tree), in fresh Chromium
// launches with software WebGL: a label is edited, the engine announces `miniaturechange` once the change settles,
// and `engine.miniature({width: 216, height: 144})` (the navigator's size) is made. Recorded per size: the time from
// the announcement to the picture, the main thread's time inside the call (issuing the GPU pass), and the longest
// main-thread task in that window as the Long Tasks API sees it (it reports only tasks of 50 ms or more, so "< 50"
// means none). Then, in the same launch, the main view's frame intervals while the navigator's rectangle is dragged
// (each frame the view is centred where the navigator would put it, as its pointermove handler does), next to a plain
// pan of the same view. The machine's load average at the start and end is written with the results. Writes
// Markdown to $BENCH_RESULTS. Environment: BENCH_MINIATURE_SIZES (default 10000,100000), BENCH_MINIATURE_RUNS (edits
// per launch, default 5), BENCH_MINIATURE_LAUNCHES (default 2), BENCH_MINIATURE_DRAG_FRAMES (frames per drag and per
// pan, default 120).
import { build } from 'vite';
import { pixiStartup } from '../../engine/vite/pixiStartup.mjs';
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
const DRAG_FRAMES = Number(process.env.BENCH_MINIATURE_DRAG_FRAMES ?? 120);
const LOAD_BUDGET_MS = 180_000;
const SIZE = { width: 216, height: 144 };

async function buildPage() {
  const dist = path.join(os.tmpdir(), `mapa-bench-miniature-${process.pid}`);
  await build({
    root: pages,
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

/**
 * In the page: the main view at zoom 1 inside the map, then `frames` frames of a plain pan (12, 6 screen px a frame,
 * out and back, as the render bench's pan) and `frames` frames of a navigator drag (the rectangle grabbed at its
 * centre and moved 2, 1 navigator px a frame, out and back: 120 px/s at 60 frames a second). A drag step is what the
 * navigator's pointermove does (frontend/src/editor/navigator/Navigator.tsx, `dragCentre` in navigatorGeometry.ts):
 * one `engine.panTo` to the graph point under the rectangle's new centre; Chromium delivers pointermoves once a
 * frame, so one step per frame is a steady drag. Returns the intervals between frames (ms) of each; the interval
 * ending on the first step is left out.
 */
async function measureDragInPage({ frames, size }) {
  const engine = window.__mapaBench.engine();
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const picture = await engine.miniature(size);
  if (!picture) throw new Error('no miniature to drag over');
  picture.bitmap.close();
  const b = picture.worldBounds;
  // navigatorGeometry.ts's toGraph and toPx, for a navigator showing this picture at its own size.
  const toGraph = (p) => ({
    x: b.minX + (p.x / size.width) * (b.maxX - b.minX),
    y: b.minY + (p.y / size.height) * (b.maxY - b.minY),
  });
  const toPx = (p) => ({
    x: ((p.x - b.minX) / (b.maxX - b.minX)) * size.width,
    y: ((p.y - b.minY) / (b.maxY - b.minY)) * size.height,
  });
  const rest = async () => {
    // As the render bench: the engine sharpens its picture 200 ms after the camera stops; that is not the pan's.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await frame();
    await frame();
  };
  const timed = async (step) => {
    await rest();
    const stamps = [];
    for (let i = 0; i < frames; i++) {
      step(i < frames / 2 ? 1 : -1);
      stamps.push(await frame());
    }
    return stamps.slice(1).map((t, i) => t - stamps[i]);
  };
  const start = toGraph({ x: size.width * 0.3, y: size.height * 0.3 });
  engine.zoomTo(1);
  engine.panTo(start);
  const pan = await timed((sign) => {
    const { center, zoom } = engine.getViewport();
    engine.panTo({ x: center.x + (sign * 12) / zoom, y: center.y + (sign * 6) / zoom });
  });
  engine.panTo(start);
  let pointer = toPx(start);
  const drag = await timed((sign) => {
    pointer = { x: pointer.x + sign * 2, y: pointer.y + sign };
    engine.panTo(toGraph(pointer));
  });
  return { pan, drag };
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
    const remakes = await page.evaluate(measureInPage, { runs: RUNS, size: SIZE });
    const drags = await page.evaluate(measureDragInPage, { frames: DRAG_FRAMES, size: SIZE });
    return { remakes, drags };
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const percentile = (xs, p) => {
  const v = [...xs].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))];
};
const loadText = (l) => l.map((x) => x.toFixed(2)).join(' / ');
const taskText = (ms) => (ms >= 50 ? `${ms.toFixed(0)} ms` : '< 50 ms');

async function main() {
  const loadStart = os.loadavg();
  const dist = await buildPage();
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}`;
  const rows = [];
  const dragRows = [];
  try {
    for (const size of SIZES) {
      const all = [];
      const moves = { pan: [], drag: [] };
      for (let i = 0; i < LAUNCHES; i++) {
        const { remakes, drags } = await runLaunch(base, size);
        all.push(...remakes);
        moves.pan.push(...drags.pan);
        moves.drag.push(...drags.drag);
      }
      for (const kind of ['pan', 'drag']) {
        const xs = moves[kind];
        const row = {
          size,
          kind,
          count: xs.length,
          p50: percentile(xs, 50),
          p95: percentile(xs, 95),
          max: Math.max(...xs),
        };
        dragRows.push(row);
        console.log(
          `miniature ${String(size).padStart(6)} nodes, ${kind === 'pan' ? 'plain pan' : 'navigator drag'}: frame ` +
            `interval p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, max ${row.max.toFixed(1)} ms ` +
            `(${row.count} intervals)`,
        );
      }
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
  const dragTable = dragRows
    .map(
      (r) =>
        `| ${r.size.toLocaleString('en')} | ${r.kind === 'pan' ? 'plain pan' : 'navigator drag'} | ${r.count} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`,
    )
    .join('\n');
  const loadEnd = os.loadavg();
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

Panning while the navigator's rectangle is dragged, in the same launches: the main view at zoom 1 inside the map,
${DRAG_FRAMES} frames of a *plain pan* (12, 6 screen px a frame, out and back) and ${DRAG_FRAMES} frames of a
*navigator drag* (the rectangle moved 2, 1 navigator px a frame, out and back; each step the view is centred where
the navigator's pointermove handler puts it, one \`engine.panTo\`, so the view jumps
1/${SIZE.width / 2} of the picture's width a frame). Intervals between frames, pooled over the launches;
the drag should keep the plain pan's rate. Not counted: the app's own navigator redrawing its rectangle
(a \`@pixi/react\` Graphics on a ${SIZE.width}×${SIZE.height} canvas of its own).

| Nodes | Motion | Intervals | p50 | p95 | Max |
|---:|---|---:|---:|---:|---:|
${dragTable}

Load average (1 / 5 / 15 min) on ${os.cpus().length} cores: ${loadText(loadStart)} at the start,
${loadText(loadEnd)} at the end (other jobs on the machine lengthen frames and tasks).
`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

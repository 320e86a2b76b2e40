#!/usr/bin/env node
// Layout benchmark (`npm run bench -- layout`): every template on generated trees of 100 to 100k nodes and on the
// real maps of ../shared/corpora, timing the pure template (what the worker runs) and checking quality: node
// overlaps (zero for the tree templates) and edge crossings; then, in Chromium, the editor's whole layout path
// through the real worker on 1k, 10k and 100k nodes with the main thread's long tasks (browser.mjs). Writes
// Markdown to $BENCH_RESULTS. Environment: BENCH_LAYOUT_BROWSER_SIZES (comma-separated, default 1000,10000,100000),
// BENCH_LAYOUT_BROWSER_RUNS (fresh pages per case, default 3) and BENCH_LAYOUT_BROWSER_RUNS_BIG (at 100k, default 1).
// To iterate on one part: BENCH_LAYOUT_PARTS=node or =browser (default both) and BENCH_LAYOUT_TEMPLATES (comma-
// separated template names, default all). A partial run prints its rows (as Markdown too) and writes nothing, so the
// results file always holds a whole run.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import { measureInBrowser } from './browser.mjs';
import { readGraphML, readOutline } from './corpora.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const corpora = process.env.MAPA_CORPORA ?? path.resolve(root, '../shared/corpora');
const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/layout.md');
if (!existsSync(corpora)) {
  console.error(
    `bench layout: the real maps are not at ${corpora}; set MAPA_CORPORA to the project's shared/corpora folder.`,
  );
  process.exit(1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'mapa-bench-layout-'));
const bundle = path.join(tmp, 'layout.mjs');
await build({
  input: path.join(here, 'entry.ts'),
  platform: 'node',
  resolve: { alias: { '@mapa/model': path.join(root, 'model/src/index.ts') } },
  output: { file: bundle, format: 'esm', codeSplitting: false },
  logLevel: 'silent',
});
const lib = await import(pathToFileURL(bundle).href);

async function time(template, input) {
  const t0 = performance.now();
  const result = await template.layout(input);
  return { result, ms: performance.now() - t0 };
}

/** Median of `runs` timings (one warm-up first for small inputs). */
async function measure(template, input, runs) {
  if (runs > 1) await time(template, input);
  const samples = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const { result, ms } = await time(template, input);
    samples.push(ms);
    last = result;
  }
  samples.sort((a, b) => a - b);
  return { result: last, ms: samples[Math.floor(samples.length / 2)] };
}

const parts = (process.env.BENCH_LAYOUT_PARTS ?? 'node,browser').split(',');
const only = process.env.BENCH_LAYOUT_TEMPLATES?.split(',');
const partial = !parts.includes('node') || !parts.includes('browser') || only !== undefined;

/**
 * The edges a template draws as its tree: parent to child in the spanning forest it builds (the radial one stops at
 * its max depth; what lies beyond goes to a grid, and edges into that grid are not tree edges).
 */
function treeEdgesOf(template, input) {
  const radial = template.name === lib.radialTemplate.name;
  const forest = lib.buildForest(input, {
    includeUnreached: !radial,
    maxDepth: radial ? lib.RADIAL.maxDepth : undefined,
  });
  const edges = input.edges.filter((e) => {
    const t = forest.index.get(e.target);
    return t !== undefined && forest.depth[t] > 0 && forest.parent[t] === forest.index.get(e.source);
  });
  return { ...input, edges };
}

const rows = [];
async function caseRow(label, input, templates, runs) {
  for (const template of templates) {
    const { result, ms } = await measure(template, input, runs);
    const overlaps = lib.countOverlaps(lib.laidOutBoxes(input, result));
    const crossings = lib.countCrossings(input, result, 3000);
    const treeCrossings = lib.countCrossings(treeEdgesOf(template, input), result, 3000);
    rows.push({
      label,
      n: input.nodes.length,
      e: input.edges.length,
      name: template.name,
      ms,
      algorithm: result.algorithm,
      overlaps,
      crossings,
      treeCrossings,
    });
    console.log(
      `${label.padEnd(34)} ${template.name.padEnd(24)} ${ms.toFixed(1).padStart(9)} ms  ${result.algorithm.padEnd(11)} overlaps ${overlaps} crossings ${crossings ?? '-'} (tree edges ${treeCrossings ?? '-'})`,
    );
  }
}

const templates = lib.LAYOUT_TEMPLATES.filter((t) => !only || only.includes(t.name));
if (parts.includes('node')) await nodeCases();

async function nodeCases() {
  for (const n of [100, 1000, 10_000, 100_000]) {
    await caseRow(`generated tree`, lib.generateTree(n, 42), templates, n <= 10_000 ? 5 : 1);
  }

  // Graphs with cross links: ELK layered within budget at 1k, the tidy fallback beyond.
  const layered = templates.filter((t) => ['Tree TD', 'Tree LR'].includes(t.name));
  for (const n of [100, 1000, 2000]) {
    const input = lib.generateTree(n, 5);
    const random = lib.seededRandom(9);
    for (let k = 0; k < n / 10; k++) {
      const s = Math.floor(random() * n);
      const t = Math.floor(random() * n);
      if (s !== t) input.edges.push({ id: `x${k}`, source: `n${s}`, target: `n${t}` });
    }
    await caseRow(`generated graph (+10% cross links)`, input, layered, 1);
  }

  const mm = ['freemind/freeplane_freeplaneUserGuide.mm', 'freemind/freeplane_latestFreeplaneFeatures.mm'];
  for (const f of mm)
    await caseRow(path.basename(f), readOutline(path.join(corpora, f), 'node', 'TEXT'), templates, 3);
  const opml = ['opml/opmlPackage_source.opml', 'opml/opmlPackage_examples_parsing_states.opml'];
  for (const f of opml)
    await caseRow(path.basename(f), readOutline(path.join(corpora, f), 'outline', 'text'), templates, 3);

  // Rome and North graphs: the layered layout through ELK, summed over each set.
  for (const set of ['rome', 'north']) {
    const dir = path.join(corpora, 'graphs', set);
    const files = readdirSync(dir).filter((f) => f.endsWith('.graphml'));
    for (const template of layered) {
      let ms = 0;
      let worst = 0;
      let overlaps = 0;
      let crossings = 0;
      for (const f of files) {
        const input = readGraphML(path.join(dir, f));
        const { result, ms: t } = await time(template, input);
        ms += t;
        worst = Math.max(worst, t);
        overlaps += lib.countOverlaps(lib.laidOutBoxes(input, result));
        crossings += lib.countCrossings(input, result) ?? 0;
      }
      rows.push({
        label: `${set} graphs (${files.length} files, total)`,
        n: '10–100',
        e: '',
        name: template.name,
        ms,
        algorithm: `elk-layered (worst ${worst.toFixed(0)} ms)`,
        overlaps,
        crossings,
      });
      console.log(
        `${set} ${template.name}: ${ms.toFixed(0)} ms total, worst ${worst.toFixed(0)} ms, overlaps ${overlaps}, crossings ${crossings}`,
      );
    }
  }
}
rmSync(tmp, { recursive: true, force: true });

// The editor's path in a real browser: long tasks on the main thread while the worker lays out.
const browserSizes = (process.env.BENCH_LAYOUT_BROWSER_SIZES ?? '1000,10000,100000').split(',').map(Number);
const browserRuns = Number(process.env.BENCH_LAYOUT_BROWSER_RUNS ?? 3);
const browserRunsBig = Number(process.env.BENCH_LAYOUT_BROWSER_RUNS_BIG ?? 1);
const loadBefore = os.loadavg()[0];
const browserRows = !parts.includes('browser')
  ? []
  : await measureInBrowser({
      templates: templates.map((t) => t.name),
      sizes: browserSizes,
      runs: browserRuns,
      bigRuns: browserRunsBig,
      outDir: path.join(root, 'bench/results/layout/page'),
      onRow: (r) =>
        console.log(
          r.error
            ? `browser ${r.template} ${r.size}: ${r.error}`
            : `browser ${r.template.padEnd(24)} ${String(r.size).padStart(6)}  worker ${r.workerMs.toFixed(0).padStart(5)} ms  ` +
                `to transaction ${r.proposeMs.toFixed(0).padStart(5)} ms  apply ${r.applyMs.toFixed(0).padStart(4)} ms ` +
                `(state ${r.stateMs.toFixed(0)} ms in ${r.slices} slices, engine ${r.engineApplyMs.toFixed(0)} ms; longest task ${r.apply.longest.toFixed(0)} ms, in any run ${r.applyWorst.toFixed(0)} ms)  settled ${r.settleMs.toFixed(0).padStart(5)} ms  ` +
                `long tasks ${r.propose.count}/${r.apply.count}/${r.settle.count} (longest ${r.all.longest.toFixed(0)} ms), clean runs ${r.clean}/${r.runs}`,
        ),
    });
const loadAfter = os.loadavg()[0];

const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const table = rows
  .map(
    (r) =>
      `| ${r.label} | ${r.n} | ${r.name} | ${r.algorithm} | ${fmt(r.ms)} | ${r.overlaps} | ${r.treeCrossings ?? '–'} | ${r.crossings ?? '–'} |`,
  )
  .join('\n');
const browserTable = browserRows
  .map((r) =>
    r.error
      ? `| ${r.template} | ${r.size} | – | – | – | – | – | – | – | failed: ${r.error} |`
      : `| ${r.template} | ${r.size} | ${r.ops} | ${fmt(r.workerMs)} | ${fmt(r.proposeMs)} | ${fmt(r.stateMs)} in ${r.slices} + ${fmt(r.engineApplyMs)} | ${fmt(r.settleMs)} | ${r.propose.count} / ${r.apply.count} / ${r.settle.count} | ${r.all.count ? fmt(r.all.longest) : '–'} | ${r.clean} of ${r.runs} |`,
  )
  .join('\n');
if (partial) {
  // The rows as the results file would hold them, to set beside a whole run's by hand.
  if (table) console.log(`\n${table}`);
  if (browserTable) console.log(`\n${browserTable}`);
  console.log(
    `partial run (BENCH_LAYOUT_PARTS / BENCH_LAYOUT_TEMPLATES): nothing written; load (1-minute average) ${loadBefore.toFixed(1)} before the browser part, ${os.loadavg()[0].toFixed(1)} now`,
  );
  process.exit(0);
}
writeFileSync(
  out,
  `## Layouts

\`bench/layout/run.mjs\`: each template run as the layout worker runs it (pure function, Node.js, median of up to 5
runs), on generated trees (seeded, mind-map-like, varied node sizes), generated graphs with 10% extra cross links
(the layered ELK path up to 1000 nodes, the tidy-tree fallback beyond), and the real maps of \`../shared/corpora\`
(FreeMind/Freeplane \`.mm\` and OPML outlines; the Rome and North GraphML graphs). Overlaps: pairs of node boxes
that overlap after the layout. Crossings: pairs of straight centre-to-centre edges that cross (not counted above
3000 edges), among the edges the template draws as its tree (parent to child in its spanning forest; the radial
template stops at depth 10 and puts deeper nodes in a grid) and among all edges (cross links, and edges into that
grid, included). Targets: tree templates ≤ 100 ms at 10k nodes and ≤ 1 s at 100k; ELK ≤ 2 s at 1k; zero overlaps.

| Input | Nodes | Template | Algorithm | Time (ms) | Overlaps | Crossings (tree edges) | Crossings (all edges) |
| --- | --- | --- | --- | --- | --- | --- | --- |
${table}

### Main thread during a layout (Chromium)

\`bench/layout/browser.mjs\` + \`bench/layout/page/\`: a Vite-built page runs the editor's layout path on a generated
tree in Debian's Chromium (flags of \`playwright.config.ts\`, one fresh page per case, after a warm-up layout):
\`proposeLayout\` through the real \`LayoutService\` and its module worker (request packed into typed arrays in 12 ms
slices and transferred, the template in the worker, the \`template.applied\` transaction built in 12 ms slices), the
transaction applied to the \`MapState\`, and the headless engine (\`EngineCore\`) taking it in (scene and spatial
index fed in 10 ms slices per frame; up to 1000 moved nodes animate over the template's duration, unless a frame
costs over 30 ms) until it settles.
Drawing is not included (the render section measures it). A \`PerformanceObserver\` for \`longtask\` records
every main-thread task of 50 ms or more from the request until the engine settled, by phase: request (packing,
waiting for the worker, building the transaction: tasks that ended before the transaction was ready), apply (every
task overlapping the state taking the transaction in slices of 8 ms with a macrotask between them, as the editor's
\`DocumentStore.applyInSlices\` does, then the engine taking it in one call: Apply (ms) shows the state's time from
first slice to last, the slice count, and the engine's call), settle (the scene's slices and the animation frames).
Target: none.
Each case runs ${browserRuns} times in fresh pages (${browserRunsBig} at 100k nodes); the row shows the run with the median
longest task.
Machine load (1-minute average) ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after, on ${os.cpus().length} cores:
long tasks on a busy machine include time the page's thread waited for a CPU.

| Template | Nodes | Operations | Worker (ms) | Request → transaction (ms) | Apply: state in slices + engine (ms) | Settled after (ms) | Long tasks (request / apply / settle) | Longest (ms) | Runs with no long task ≥ 50 ms |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${browserTable}
`,
);
console.log(`wrote ${out}`);

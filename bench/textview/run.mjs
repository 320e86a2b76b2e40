#!/usr/bin/env node
// Text view benchmark (`npm run bench -- textview`, spec §2.19; issue 13 asks the view to open in ≤ 1 s and a
// search keystroke to update in ≤ 16 ms at 100,000 nodes). Measures, on model/dist in this Node process, the work
// that grows with the map: building the page list (`PageCatalog.of`, what opening the view and any label change
// cost), a search keystroke (`search` on queries typed as prefixes, and one matching nothing), the rows the
// virtualised list draws for one screen (`rowsInWindow`, from frontend/src/editor/textView/pageRows.ts, re-stated
// here as plain JS would drift: it is timed through the same arithmetic), and a page's parents, children and
// breadcrumbs on a deep tree. Then the same in the product, in Chromium (browser.mjs): opening the view and a
// keystroke, each to the frame that shows it.
// `PageCatalog.search` keeps its last queries, so a search timed twice on one catalogue is a cache hit: every timed
// keystroke here runs on a fresh catalogue that has seen only the query's shorter prefixes, as when a user types.
// Writes Markdown to $BENCH_RESULTS, with the machine's load average at the start and the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { textViewInBrowser } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/textview.md');
const require = createRequire(import.meta.url);
const {
  MapState,
  PageCatalog,
  parentIds,
  childIds,
  breadcrumbPath,
  emptyDocument,
  createNode,
  createEdge,
} = require(path.join(root, 'model/dist/index.js'));

const NODES = Number(process.env.BENCH_TEXTVIEW_NODES ?? 100_000);
// Fresh browsers for the part measured in the product (0 skips it).
const LAUNCHES = Number(process.env.BENCH_TEXTVIEW_LAUNCHES ?? 3);
const RUNS = 30;
const loadBefore = os.loadavg()[0];

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'tu',
  'pe',
  'ne',
  'so',
  'vi',
  'da',
  'gor',
  'lin',
  'tar',
  'qu',
  'bel',
];
const word = () => {
  let w = '';
  const n = 2 + Math.floor(random() * 3);
  for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
  return w;
};

// A tree of 4 children per node (depth ~9 at 100k), labels of two words, some empty.
const nodes = [];
const edges = [];
for (let i = 0; i < NODES; i++) {
  const label = i % 50 === 0 ? '' : `${word()} ${word()}`;
  nodes.push(
    createNode({ id: `n${i}`, position: { x: (i % 300) * 300, y: Math.floor(i / 300) * 120 }, label }),
  );
  if (i > 0) edges.push(createEdge({ id: `e${i}`, source: `n${Math.floor((i - 1) / 4)}`, target: `n${i}` }));
}
const state = MapState.fromDocument({ ...emptyDocument(), nodes, edges });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const timed = (fn) => {
  const t0 = performance.now();
  const result = fn();
  return [performance.now() - t0, result];
};
const runs = (fn) => {
  fn(); // warm-up
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(timed(fn)[0]);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};
const ms = (v) => `${v.toFixed(v < 1 ? 3 : 2)} ms`;

const [firstBuild, catalog] = timed(() => PageCatalog.of(state));
const build = runs(() => PageCatalog.of(state));

// Each run types the query from its first character on a fresh catalogue (built outside the timing), so every
// keystroke is a real search: the first a scan of every label, each next one over the previous key's matches.
const typed = 'tarlin';
const keyTimes = [...typed].map(() => []);
const noneTimes = [];
for (let run = 0; run <= RUNS; run++) {
  const fresh = PageCatalog.of(state);
  const times = [...typed].map((_, n) => timed(() => fresh.search(typed.slice(0, n + 1)))[0]);
  const empty = PageCatalog.of(state);
  const [miss] = timed(() => empty.search('zzzz'));
  if (run === 0) continue; // warm-up
  times.forEach((t, n) => keyTimes[n].push(t));
  noneTimes.push(miss);
}
const spread = (times) => ({ p50: percentile(times, 50), p95: percentile(times, 95) });
const keystrokes = [...typed].map((_, n) => {
  const query = typed.slice(0, n + 1);
  return { query, matches: catalog.search(query).length, ...spread(keyTimes[n]) };
});
const none = spread(noneTimes);

// The list's window: the same arithmetic as pageRows.ts for one 900 px screen deep in 'All pages'.
const HEADER = 44;
const ROW = 34;
const windowRows = (ids, top, bottom) => {
  const first = Math.max(0, Math.floor((top - HEADER) / ROW));
  const last = Math.min(ids.length, Math.ceil((bottom - HEADER) / ROW));
  const rows = [];
  for (let i = first; i < last; i++) rows.push({ id: ids[i], top: HEADER + i * ROW });
  return rows;
};
const all = catalog.search('');
const windowed = runs(() => windowRows(all, 1_000_000, 1_000_900));

const deep = `n${NODES - 1}`;
const relations = runs(() => [parentIds(state, deep), childIds(state, 'n1'), breadcrumbPath(state, deep)]);

const rows = [
  [
    'Build the page list (labels lowered once), first / p50 / p95',
    `${ms(firstBuild)} / ${ms(build.p50)} / ${ms(build.p95)}`,
  ],
  [
    'A first keystroke matching nothing (`zzzz`, a scan of every label, uncached), p50 / p95',
    `${ms(none.p50)} / ${ms(none.p95)}`,
  ],
  [
    'Rows of one 900 px screen of the virtualised list, p50 / p95',
    `${ms(windowed.p50)} / ${ms(windowed.p95)}`,
  ],
  [
    `Parents, children and breadcrumbs (${breadcrumbPath(state, deep).length} crumbs), p50 / p95`,
    `${ms(relations.p50)} / ${ms(relations.p95)}`,
  ],
];
const browserPart = LAUNCHES > 0 ? await textViewInBrowser(NODES, LAUNCHES) : '';
const loadAfter = os.loadavg()[0];
const md = `## Text view (${NODES.toLocaleString('en')} nodes)

The text view's page list (spec §2.19) over ${NODES.toLocaleString('en')} generated nodes in a tree of four children
each (labels of two words, one in 50 empty), in Node ${process.version}, on \`model/dist\`. Each figure over
${RUNS} runs after a warm-up. Opening the view costs one build plus one screen of rows; a keystroke costs one search.
Machine: ${os.cpus().length} cores shared with other jobs; load average (1 min) ${loadBefore.toFixed(1)} at the start of
this section, ${loadAfter.toFixed(1)} at its end (after the browser part).

| What | Time |
| --- | ---: |
${rows.map(([what, time]) => `| ${what} | ${time} |`).join('\n')}

Per keystroke (the query typed from its first character, each run on a fresh page list, so no search is served
from the list's memory of recent queries; a key after the first looks only at the previous key's matches):

| Query | Matches | p50 | p95 |
| --- | ---: | ---: | ---: |
${keystrokes.map((k) => `| \`${k.query}\` | ${k.matches} | ${ms(k.p50)} | ${ms(k.p95)} |`).join('\n')}
`;
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${md}\n${browserPart}`);
console.log(md);

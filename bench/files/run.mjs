#!/usr/bin/env node
// Files benchmark (`npm run bench -- files`): the converters of model/src/files and the server's PDF/PNG
// writers, in this Node process, on the built packages (model/dist, backend/dist):
// 1. Import: the largest files of the corpora (MAPA_CORPORA, default ../shared/corpora) and a generated OPML of
//    100k nodes, each read into a laid-out map (`importFile`: decode, parse, convert, tree layout); median of runs.
// 2. Export: a 100k-node map (the generated one) to every format. Text formats and SVG are consumed chunk by chunk
//    into a byte counter, as the server streams them, so the whole file is never built; PDF and PNG go to a
//    counting stream. Time, output size, and the largest chunk held at once.
// 3. Server export: the generated OPML imported through `POST /api/maps/import` of the production server, then the
//    map exported through `POST /api/documents/export` while `/api/health` is asked every 20 ms
//    (serverExport.mjs): each export's time and the health p50/p99/max.
// Goals (issue #15): 100k nodes to OPML, Markdown or JSON in <= 2 s; to SVG or PDF in <= 10 s.
// Environment: MAPA_CORPORA (corpora folder), BENCH_FILES_LEAVES (children of each depth-3 node; default 100).
// Writes Markdown to $BENCH_RESULTS.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { benchServerExport } from './serverExport.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/files.md');
const corpora = process.env.MAPA_CORPORA ?? path.resolve(root, '../shared/corpora');
const require = createRequire(import.meta.url);
const model = require(path.join(root, 'model/dist/index.js'));
const { writePdf } = require(path.join(root, 'backend/dist/export/pdfExport.js'));
const { writePng } = require(path.join(root, 'backend/dist/export/pngExport.js'));

const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(0));
const mb = (bytes) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const progress = (what) => process.stderr.write(`bench files: ${what}\n`);
// The 1, 5 and 15 minute load averages: times measured on a busy machine are longer, and the report says so.
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');
const loadAtStart = loadAverage();

function timeRuns(fn, runs) {
  if (runs > 1) fn(); // warm-up
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  return { ms: median(times), result };
}

// 1. Import: the largest corpus files of each format.
const CORPUS_FILES = [
  'freemind/freeplane_freeplaneUserGuide.mm',
  'freemind/freeplane_freeplaneUserGuide_ja.mm',
  'freemind/freemind-mmx_freemind_ja.mm',
  'opml/opmlPackage_source.opml',
  'xmind/xmindparser_xmind_2026.xmind',
  'xmind/zhuifengshen_xmind_file_structure.xmind',
  'markdown/awesome-python_README.md',
  'markdown/sindresorhus-awesome_readme.md',
  'markdown/dundalek-markmap_gtor.md',
  'mermaid/mermaid_cypress-neolook_01.mmd',
];
const importRows = [];
if (existsSync(corpora)) {
  for (const file of CORPUS_FILES) {
    const bytes = new Uint8Array(readFileSync(path.join(corpora, file)));
    const name = path.basename(file);
    progress(`import ${file}`);
    const { ms: t, result } = timeRuns(() => model.importFile(name, bytes), 3);
    importRows.push(
      `| \`${file}\` | ${(bytes.length / 1024).toFixed(0)} KB | ${result.document.nodes.length} | ${ms(t)} |`,
    );
  }
} else {
  importRows.push(`| (corpora not found at ${corpora}; set MAPA_CORPORA) | | | |`);
}

// A generated outline: 1 + 10 + 100 + 1,000 + 1,000 × LEAVES nodes (101,111 with the default 100 leaves), a note
// on every tenth. BENCH_FILES_LEAVES=2 gives a 3,111-node run to check the bench itself quickly.
const LEAVES = Number(process.env.BENCH_FILES_LEAVES ?? 100);
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const WORDS = ['plan', 'garden', 'river', 'budget', 'idea', 'review', 'summer', 'design', 'travel', 'notes'];
const phrase = (n) => Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
let count = 0;
function node(depth) {
  const n = { title: `${phrase(2)} ${count++}`, children: [] };
  if (count % 10 === 0) n.description = `<p>${phrase(8)} <strong>${phrase(2)}</strong></p>`;
  const fan = [10, 10, 10, LEAVES][depth] ?? 0;
  for (let i = 0; i < fan; i++) n.children.push(node(depth + 1));
  return n;
}
const outline = { title: 'Generated', roots: [node(0)], links: [] };
const opmlText = [...model.writeOpml(outline)].join('');
const opmlBytes = Buffer.from(opmlText);
progress('import of the generated OPML');
const generated = timeRuns(() => model.importFile('generated.opml', opmlBytes), 1);
importRows.push(
  `| generated OPML (${count.toLocaleString('en-US')} nodes, depth 5) | ${mb(opmlBytes.length)} | ${generated.result.document.nodes.length.toLocaleString('en-US')} | ${ms(generated.ms)} |`,
);

// 2. Export of the 100k-node map.
const doc = generated.result.document;
const GOALS = { json: 2000, opml: 2000, md: 2000, svg: 10000, pdf: 10000 };
const exportRows = [];
function sinkText(chunks) {
  let bytes = 0;
  let largest = 0;
  for (const chunk of chunks) {
    const n = Buffer.byteLength(chunk);
    bytes += n;
    largest = Math.max(largest, n);
  }
  return { bytes, largest };
}
function countingStream() {
  const s = new Writable({
    write(chunk, _enc, cb) {
      s.bytes += chunk.length;
      s.largest = Math.max(s.largest, chunk.length);
      cb();
    },
  });
  s.bytes = 0;
  s.largest = 0;
  return s;
}
const row = (format, t, bytes, largest, note = '') => {
  const goal = GOALS[format];
  const verdict = goal ? (t <= goal ? `≤ ${goal / 1000} s: met` : `≤ ${goal / 1000} s: **missed**`) : '';
  exportRows.push(
    `| ${format} | ${ms(t)} | ${bytes ? mb(bytes) : '–'} | ${largest ? mb(largest) : bytes ? 'whole file (zip)' : '–'} | ${verdict} | ${note} |`,
  );
};
for (const format of ['json', 'opml', 'mm', 'md', 'mermaid', 'xmind']) {
  progress(`export ${format}`);
  const t0 = performance.now();
  const file = model.exportDocument(doc, format, { title: 'Generated' });
  const sunk =
    file.body instanceof Uint8Array ? { bytes: file.body.length, largest: 0 } : sinkText(file.body);
  row(format, performance.now() - t0, sunk.bytes, sunk.largest);
}
{
  progress('export svg');
  const t0 = performance.now();
  const sunk = sinkText(model.writeSvg(model.mapScene(doc), 'Generated'));
  row('svg', performance.now() - t0, sunk.bytes, sunk.largest);
}
{
  progress('export pdf');
  const t0 = performance.now();
  const stream = countingStream();
  const scene = model.mapScene(doc);
  await writePdf(scene, 'Generated', stream);
  const pages = Math.ceil(scene.width / 14400) * Math.ceil(scene.height / 14400);
  row('pdf', performance.now() - t0, stream.bytes, stream.largest, `${pages} pages of at most 14,400 pt`);
}
{
  // The tall tree is legible only below half size: refused at once, with the limits named (before: 281 s for a
  // PNG 2 px wide).
  progress('export png (the 100k-node tree: refused)');
  const t0 = performance.now();
  let note;
  try {
    await writePng(model.mapScene(doc), countingStream());
    note = 'written (expected a refusal)';
  } catch (error) {
    note = `refused: “${error.message}”`;
  }
  row('png', performance.now() - t0, 0, 0, note);
}
{
  // The biggest PNG the server writes: 20,000 of the nodes moved onto a grid of 100 columns, 240 × 80 apart
  // (24,000 × 16,000 graph units), drawn at the scale that fits 120 million pixels.
  progress('export png (20,000 nodes on a grid: the largest PNG)');
  const ids = new Set(doc.nodes.slice(0, 20_000).map((n) => n.data.id));
  const grid = {
    ...doc,
    nodes: doc.nodes
      .filter((n) => ids.has(n.data.id))
      .map((n, i) => ({ ...n, position: { x: (i % 100) * 240, y: Math.floor(i / 100) * 80 } })),
    edges: doc.edges.filter((e) => ids.has(e.data.source) && ids.has(e.data.target)),
  };
  const t0 = performance.now();
  const stream = countingStream();
  const size = await writePng(model.mapScene(grid), stream);
  row(
    'png',
    performance.now() - t0,
    stream.bytes,
    stream.largest,
    `${grid.nodes.length.toLocaleString('en-US')} nodes on a grid: ${size.width} × ${size.height} px (the largest PNG)`,
  );
}

// The server part runs last; if it cannot run, the converters' rows are still written, with the reason.
const server = await benchServerExport(opmlBytes, progress).catch((error) => ({
  rows: [],
  note: `This part did not run: ${String(error?.message ?? error).split('\n')[0]}`,
}));

const loadAtEnd = loadAverage();
const md = `## Files: import and export (bench/files)

The converters of \`model/src/files\` and the server's PDF and PNG writers (\`backend/src/export\`), timed in
Node ${process.version} on the built packages. Import times are medians of 3 runs after a warm-up (one run for the
generated file), from the file's bytes to a laid-out map (decode, parse, convert, tree layout).

Load average (1 / 5 / 15 min) on ${os.cpus().length} cores: ${loadAtStart} at the start of the run, ${loadAtEnd} at the end.

### Import

| File | Size | Nodes | Time (ms) |
| --- | ---: | ---: | ---: |
${importRows.join('\n')}

### Export of a ${doc.nodes.length.toLocaleString('en-US')}-node map

Each export is consumed as the server streams it: text formats and SVG chunk by chunk into a byte counter, PDF and
PNG through a counting stream, so no output is ever held whole ("largest chunk" is the most held at once; the XMind
zip is built whole).

| Format | Time (ms) | Output | Largest chunk | Goal | Notes |
| --- | ---: | ---: | ---: | --- | --- |
${exportRows.join('\n')}

### Server export of the same map, and \`/api/health\` meanwhile

The generated OPML imported as a new map (\`POST /api/maps/import\`, as a user would), then
\`POST /api/documents/export\` on the production server (SQLite + files, loopback), the file read whole by the
client, while another client asks \`/api/health\` every 20 ms (goal: health p99 ≤ 100 ms). An export of a map this
big is read and converted in the worker pool, and so is an imported file (\`backend/src/export/importTask.ts\`),
so the event loop keeps answering through both.

| Format | Time | File | Health answers | p50 | p99 | max | Goal |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${server.rows.join('\n')}${server.note ? `\n\n${server.note}` : ''}
`;
writeFileSync(out, md);
console.log(md);

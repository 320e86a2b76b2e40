#!/usr/bin/env node
// Save benchmark (`npm run bench -- save`), against the production server (backend/dist/main.js, SQLite + files
// in a temporary DATA_DIR, loopback):
// 1. One edit on maps of 1k, 10k and 100k nodes: bytes the client sends (POST /api/documents/transactions) and
//    the request's time, next to what a whole-document save of the same map would send.
// 2. Load: 50 editors, each on its own map, saving one edit after another for 30 s with autocannon; counts
//    errors, checks that every acknowledged transaction is in each map's log (none lost), reports latencies.
// Writes Markdown to $BENCH_RESULTS.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { session, startServer } from '../lib/server.mjs';
import { treeDocument } from '../lib/documents.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/save.md');
const SIZES = (process.env.BENCH_SAVE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const EDITS = 30;
const EDITORS = Number(process.env.BENCH_SAVE_EDITORS ?? 50);
const DURATION_S = Number(process.env.BENCH_SAVE_SECONDS ?? 30);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmtBytes = (b) =>
  b >= 1024 * 1024
    ? `${(b / 1024 / 1024).toFixed(1)} MB`
    : b >= 1024
      ? `${(b / 1024).toFixed(1)} KB`
      : `${b} B`;

/** One label edit of node `id`, as the editor sends it: the record before and after. */
function labelEdit(node, label, txId) {
  const to = { ...node, data: { ...node.data, label } };
  return {
    tx: {
      id: txId,
      label: 'node.label.updated',
      source: 'user',
      ops: [{ type: 'node.update', id: node.data.id, from: node, to }],
    },
    to,
  };
}

async function oneEditOnBigMaps(base) {
  const user = await session(base, `big.${Date.now()}@example.com`);
  const me = (await user.call('GET', '/api/auth/me')).body.user.email;
  const rows = [];
  for (const n of SIZES) {
    const { body: created } = await user.call('POST', '/api/maps', { title: `${n} nodes` });
    const doc = treeDocument(n);
    const headers = { 'document-id': created.id, 'document-owner': me, 'document-path': 'map' };
    const upload = await user.call('PUT', '/api/documents/upload', doc, { ...headers, 'if-match': '"0"' });
    let revision = upload.body.revision;
    const stored = (await user.call('GET', '/api/documents/download', undefined, headers)).body;
    let node = stored.nodes[Math.floor(n / 2)];
    const times = [];
    const sizes = [];
    let cold = 0;
    for (let i = 0; i <= EDITS; i++) {
      const { tx, to } = labelEdit(node, `Edited ${i}`, `bench_${n}_${i}`);
      const res = await user.call('POST', '/api/documents/transactions', {
        id: created.id,
        baseVersion: revision,
        transactions: [tx],
      });
      revision = res.body.revision;
      node = to;
      if (i === 0)
        cold = res.ms; // the server builds the map's state from the stored document first
      else {
        times.push(res.ms);
        sizes.push(res.sent);
      }
    }
    rows.push({
      n,
      bytes: median(sizes),
      ms: median(times),
      p95: [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)],
      cold,
      whole: upload.sent,
      uploadMs: upload.ms,
    });
    console.log(
      `  ${n} nodes: edit ${median(sizes)} B in ${median(times).toFixed(1)} ms (first ${cold.toFixed(0)} ms); whole document ${fmtBytes(upload.sent)} in ${upload.ms.toFixed(0)} ms`,
    );
  }
  return rows;
}

async function loadTest(base) {
  const user = await session(base, `load.${Date.now()}@example.com`);
  const me = (await user.call('GET', '/api/auth/me')).body.user.email;
  const maps = [];
  for (let m = 0; m < EDITORS; m++) {
    const { body } = await user.call('POST', '/api/maps', { title: `Load ${m}` });
    const headers = { 'document-id': body.id, 'document-owner': me, 'document-path': 'map' };
    const upload = await user.call('PUT', '/api/documents/upload', treeDocument(200), {
      ...headers,
      'if-match': '"0"',
    });
    const stored = (await user.call('GET', '/api/documents/download', undefined, headers)).body;
    maps.push({
      id: body.id,
      start: upload.body.revision,
      revision: upload.body.revision,
      node: stored.nodes[7],
      acked: 0,
      seq: 0,
    });
  }
  let next = 0;
  let refused = 0;
  /** One editor's request loop: captures its map, so nothing is shared between connections. */
  const editorRequests = (map) => {
    let pendingTo = null;
    return [
      {
        method: 'POST',
        setupRequest: (req) => {
          map.seq += 1;
          const { tx, to } = labelEdit(map.node, `Edit ${map.seq}`, `load_${map.id}_${map.seq}`);
          pendingTo = to;
          return {
            ...req,
            body: JSON.stringify({ id: map.id, baseVersion: map.revision, transactions: [tx] }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 200) {
            refused += 1;
            if (process.env.BENCH_DEBUG) console.log(status, body.slice(0, 200));
            return;
          }
          map.revision = JSON.parse(body).revision;
          map.node = pendingTo;
          map.acked += 1;
        },
      },
    ];
  };
  const result = await autocannon({
    url: `${base}/api/documents/transactions`,
    connections: EDITORS,
    pipelining: 1,
    duration: DURATION_S,
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    // autocannon shares `requests` between connections; each connection (one editor on its own map) gets its own.
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: '{}' }) }],
    setupClient: (client) => client.requestIterator.setRequests(editorRequests(maps[next++ % maps.length])),
  });
  // None lost: each map's revision moved by exactly the saves acknowledged to its editor, and the log has them.
  let lost = 0;
  let logged = 0;
  for (const map of maps) {
    const info = (await user.call('GET', `/api/maps/${map.id}`)).body;
    const pulled = (await user.call('GET', `/api/documents/transactions?id=${map.id}&since=${map.start}`))
      .body;
    const inLog = pulled.reset ? info.revision - map.start : pulled.transactions.length;
    logged += inLog;
    lost += Math.max(0, map.acked - (info.revision - map.start)) + Math.max(0, map.acked - inLog);
  }
  const acked = maps.reduce((s, m) => s + m.acked, 0);
  console.log(
    `  load: ${acked} saves acknowledged, ${logged} in the logs, ${result.errors} errors, ${result.non2xx} non-2xx, p99 ${result.latency.p99} ms`,
  );
  return { result, acked, logged, lost, refused };
}

const server = await startServer();
let big;
let load;
try {
  console.log('one edit on big maps');
  big = await oneEditOnBigMaps(server.base);
  console.log(`load: ${EDITORS} editors × ${DURATION_S} s`);
  load = await loadTest(server.base);
} finally {
  server.stop();
}

const { result } = load;
const md = `## Saving

\`bench/save/run.mjs\` against the production server (\`node backend/dist/main.js\`, SQLite and blobs in a temporary
\`DATA_DIR\`), over loopback. A save is \`POST /api/documents/transactions\` with the transactions since the last
acknowledged revision; the whole-document save (\`PUT /api/documents/upload\`) is shown for comparison.

### One edit (a node's title) on maps of growing size

Median of ${EDITS} edits after the first; "first edit" includes the server loading the map's state from its stored
document. Target: ≤ 2 KB sent, constant in map size.

| Nodes | Bytes sent per edit | Request time (median) | p95 | First edit | Whole document | Whole-document save |
|---:|---:|---:|---:|---:|---:|---:|
${big.map((r) => `| ${r.n.toLocaleString('en')} | ${r.bytes} B | ${r.ms.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.cold.toFixed(0)} ms | ${fmtBytes(r.whole)} | ${r.uploadMs.toFixed(0)} ms |`).join('\n')}

### Load: ${EDITORS} editors on ${EDITORS} maps for ${DURATION_S} s (autocannon)

Each connection is one editor saving one title edit after another on its own 200-node map, each save based on
the revision the previous one returned.

| Saves acknowledged | Saves/s | Errors | Non-2xx | Lost transactions | Latency p50 | p90 | p99 | max |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|
| ${load.acked} | ${result.requests.average.toFixed(0)} | ${result.errors + result.timeouts} | ${result.non2xx} | ${load.lost} | ${result.latency.p50} ms | ${result.latency.p90} ms | ${result.latency.p99} ms | ${result.latency.max} ms |

"Lost" counts saves acknowledged to an editor whose transaction is missing from the map's revision count or its
operation log afterwards. The logs hold ${load.logged} transactions: the ${load.acked} acknowledged plus the saves still
on the wire when the run stopped (at most one per editor), which the server committed after autocannon stopped
listening.
`;
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, md);
console.log(`wrote ${out}`);
if (load.lost > 0 || result.errors > 0 || result.non2xx > 0) {
  console.error('save bench: errors or lost transactions');
  process.exit(1);
}

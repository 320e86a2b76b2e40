#!/usr/bin/env node
// Cluster benchmark (`npm run bench -- cluster`): the scale-out shape of `npm run start:cluster` (PostgreSQL,
// s3rver, nginx; scripts/cluster/) with two Mapa processes, then with one. Simulated editors (Node clients of the
// real API) share maps, each connected to one process directly (every map has editors on each process, so
// pushes between processes are measured), each with the map's event stream open and saving one new node every
// BENCH_CLUSTER_PACE_MS. Reports errors, lost transactions (every acknowledged one must be in the map's log),
// p50/p99 of saves and of delivery (from sending a save to the push reaching another editor of the map, split
// by same and other process). Defaults are issue 16's: 100 editors on 10 maps for 60 s. Writes $BENCH_RESULTS.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterMissing, startCluster } from '../../scripts/cluster/cluster.mjs';
import { openStream, saveRebasing, signUp } from './editor.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.env.BENCH_RESULTS ?? path.join(here, '../results/cluster.md');
const EDITORS = Number(process.env.BENCH_CLUSTER_EDITORS ?? 100);
const MAPS = Number(process.env.BENCH_CLUSTER_MAPS ?? 10);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const PACE_MS = Number(process.env.BENCH_CLUSTER_PACE_MS ?? 2000);

const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (x) => (Number.isNaN(x) ? '–' : `${x.toFixed(0)} ms`);

async function runShape(processCount) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapa-bench-cluster-'));
  const cluster = await startCluster({
    dir,
    freePorts: true,
    processes: processCount,
    env: { RATE_LIMIT_SIGNUP: 'off', RATE_LIMIT_SAVES: 'off', RATE_LIMIT_UPLOADS: 'off' },
  });
  const streams = [];
  try {
    const bases = cluster.processes.map((p) => p.url);
    const run = Date.now().toString(36);
    const ownerCookie = await signUp(bases[0], `owner.${run}@bench.example`);
    const editors = [];
    for (let k = 0; k < EDITORS; k++) {
      const email = `editor${k}.${run}@bench.example`;
      // Editor k edits map k mod MAPS through process floor(k / MAPS) mod n: every map has editors on each one.
      const process = Math.floor(k / MAPS) % processCount;
      editors.push({ k, email, process, cookie: await signUp(bases[process], email) });
    }
    const maps = [];
    for (let m = 0; m < MAPS; m++) {
      const res = await fetch(`${bases[0]}/api/maps`, {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Bench ${m}` }),
      });
      const { id } = await res.json();
      const members = Object.fromEntries(
        editors.filter((e) => e.k % MAPS === m).map((e) => [e.email, 'editor']),
      );
      await fetch(`${bases[0]}/api/s3/updateTreeMetadata`, {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ id, members }),
      });
      maps.push({ id, acknowledged: new Map() });
    }

    const stats = { saveMs: [], errors: [], conflicts: 0 };
    const delivery = { same: [], other: [] };
    // Pushes that arrive before the save that caused them has answered wait here (by map and revision).
    const arrivals = new Map();
    const sent = new Map();
    const record = (mapIndex, revision, receiver, at) => {
      const key = `${mapIndex}:${revision}`;
      const origin = sent.get(key);
      if (origin) {
        if (origin.editor !== receiver.k)
          (origin.process === receiver.process ? delivery.same : delivery.other).push(at - origin.sentAt);
      } else {
        if (!arrivals.has(key)) arrivals.set(key, []);
        arrivals.get(key).push({ receiver, at });
      }
    };
    for (const e of editors) {
      const mapIndex = e.k % MAPS;
      e.state = { revision: 0 };
      streams.push(
        await openStream(bases[e.process], e.cookie, maps[mapIndex].id, (revision, at) =>
          record(mapIndex, revision, e, at),
        ),
      );
    }

    const deadline = performance.now() + SECONDS * 1000;
    let seq = 0;
    await Promise.all(
      editors.map(async (e) => {
        const mapIndex = e.k % MAPS;
        // Spread the first saves over one pace so that editors do not all save in the same millisecond.
        await new Promise((r) => setTimeout(r, (PACE_MS * e.k) / EDITORS));
        while (performance.now() < deadline) {
          const started = performance.now();
          const id = `b${e.k}_${seq++}`;
          const node = {
            position: { x: seq, y: e.k },
            data: { id, label: id, type: 'default', dimensions: { width: 200, height: 80 } },
          };
          const tx = {
            id: `tx_${id}`,
            label: 'node.created',
            source: 'user',
            ops: [{ type: 'node.add', node }],
          };
          const saved = await saveRebasing(bases[e.process], e.cookie, maps[mapIndex].id, e.state, tx, stats);
          if (saved) {
            maps[mapIndex].acknowledged.set(tx.id, saved.revision);
            const key = `${mapIndex}:${saved.revision}`;
            sent.set(key, { editor: e.k, process: e.process, sentAt: saved.sentAt });
            for (const a of arrivals.get(key) ?? []) record(mapIndex, saved.revision, a.receiver, a.at);
            arrivals.delete(key);
          }
          const wait = PACE_MS - (performance.now() - started);
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
      }),
    );
    // Let the last pushes arrive.
    await new Promise((r) => setTimeout(r, 2000));

    let lost = 0;
    let acknowledged = 0;
    for (const map of maps) {
      const res = await fetch(`${bases[0]}/api/documents/transactions?id=${map.id}&since=0`, {
        headers: { cookie: ownerCookie },
      });
      const body = await res.json();
      const logged = new Set((body.transactions ?? []).map((t) => t.id));
      acknowledged += map.acknowledged.size;
      for (const id of map.acknowledged.keys()) if (!logged.has(id)) lost++;
      if (body.reset) lost += map.acknowledged.size; // cannot check: counted as lost
    }
    return { processCount, stats, delivery, acknowledged, lost };
  } finally {
    for (const s of streams) s.close();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const missing = clusterMissing();
if (missing) {
  console.error(`bench cluster: ${missing}`);
  process.exit(1);
}
const results = [];
for (const n of [2, 1]) {
  console.log(`cluster bench: ${n} process(es), ${EDITORS} editors on ${MAPS} maps for ${SECONDS} s`);
  results.push(await runShape(n));
}
const rows = results.map(
  (r) =>
    `| ${r.processCount} | ${r.acknowledged} | ${r.stats.errors.length} | ${r.lost} | ${r.stats.conflicts} | ` +
    `${ms(pct(r.stats.saveMs, 50))} / ${ms(pct(r.stats.saveMs, 99))} | ` +
    `${ms(pct(r.delivery.same, 50))} / ${ms(pct(r.delivery.same, 99))} | ` +
    `${ms(pct(r.delivery.other, 50))} / ${ms(pct(r.delivery.other, 99))} |`,
);
const md = `## Cluster: live changes across processes

${EDITORS} simulated editors (Node clients of the real API) on ${MAPS} maps for ${SECONDS} s, each saving one new
node every ${PACE_MS} ms with its map's event stream open; editor k edits map k mod m through process ⌊k / m⌋ mod n, directly. PostgreSQL,
s3rver and nginx as \`npm run start:cluster\` starts them, all on this machine. Delivery: from sending a save to the
push reaching another editor of the map (target: ≤ 1 s p99 across processes).

| Processes | Saves acknowledged | Errors | Lost | Conflicts (rebased) | Save p50 / p99 | Delivery, same process p50 / p99 | Delivery, other process p50 / p99 |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${results.flatMap((r) => r.stats.errors.slice(0, 5).map((e) => `\n- ${r.processCount} process(es): ${e}`)).join('')}
`;
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, md);
console.log(md);
if (results.some((r) => r.stats.errors.length > 0 || r.lost > 0)) process.exit(1);

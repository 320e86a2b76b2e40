#!/usr/bin/env node
// Cluster benchmark (`npm run bench -- cluster`): the scale-out shape of `npm run start:cluster` (PostgreSQL,
// s3rver, nginx; scripts/cluster/) with two Mapa processes, then with one. Simulated editors (Node clients of the
// real API) share maps, each connected to one process directly (every map has editors on each process, so
// pushes between processes are measured), each with the map's event stream open and saving one new node every
// BENCH_CLUSTER_PACE_MS. Reports errors, lost transactions (every acknowledged one must be in the map's log),
// p50/p99 of saves and of delivery (from sending a save to the push reaching another editor of the map, split
// by same and other process), and of a save until acknowledged (from the edit: waiting for a pull in flight, and
// rebasing on 409, as the editor does). Each shape runs twice: saves alone, then saves with every editor also moving its
// presence pointer BENCH_CLUSTER_POINTERS times a second (through PostgreSQL NOTIFY across processes), reporting
// the pointers' delivery and whether save delivery stays the same under that load. Defaults are issue 16's: 100
// editors on 10 maps for 60 s, pointers at 10/s (0: saves alone only). Writes $BENCH_RESULTS.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterMissing, startCluster } from '../../scripts/cluster/cluster.mjs';
import { clusterCpu } from './cpuTime.mjs';
import { EditorSync, openStream, postPointer, signUp } from './editor.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.env.BENCH_RESULTS ?? path.join(here, '../results/cluster.md');
const EDITORS = Number(process.env.BENCH_CLUSTER_EDITORS ?? 100);
const MAPS = Number(process.env.BENCH_CLUSTER_MAPS ?? 10);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const PACE_MS = Number(process.env.BENCH_CLUSTER_PACE_MS ?? 2000);
const POINTERS = Number(process.env.BENCH_CLUSTER_POINTERS ?? 10);

const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (x) => (Number.isNaN(x) ? '–' : `${x.toFixed(0)} ms`);

/** The 1, 5 and 15 minute load averages, as `uptime` prints them (the bench shares the machine's cores). */
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

async function runShape(processCount, pointersPerSecond) {
  const loadBefore = load();
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

    const stats = { saveMs: [], ackMs: [], attempts: [], errors: [], conflicts: 0, pulls: 0 };
    const delivery = { same: [], other: [] };
    // Pointers: editor k sends pointer (n, k) as its n-th move, so a receiver knows which post it sees.
    const pointer = { sent: 0, refused: 0, dropped: 0, pointerSentAt: new Map(), same: [], other: [] };
    const hearPointer = (receiver, entry, at) => {
      if (!entry.pointer) return;
      const origin = pointer.pointerSentAt.get(`${entry.pointer.y}:${entry.pointer.x}`);
      if (!origin || origin.editor === receiver.k) return;
      (origin.process === receiver.process ? pointer.same : pointer.other).push(at - origin.sentAt);
    };
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
      e.sync = new EditorSync(bases[e.process], e.cookie, maps[mapIndex].id, stats);
      const stream = await openStream(
        bases[e.process],
        e.cookie,
        maps[mapIndex].id,
        (revision, at) => {
          record(mapIndex, revision, e, at);
          e.sync.pushed(revision);
        },
        (entry, at) => hearPointer(e, entry, at),
      );
      streams.push(stream);
      e.session = await stream.session;
    }

    const cpuBefore = clusterCpu(cluster);
    const clientBefore = process.cpuUsage();
    const deadline = performance.now() + SECONDS * 1000;
    let seq = 0;
    // As the editor's throttle does, a move is posted without waiting for the one before (up to 4 in flight, a
    // browser's connections to a host less the event stream; a move beyond that is dropped, as the throttle does).
    const pointerLoop = async (e) => {
      if (pointersPerSecond <= 0) return;
      const every = 1000 / pointersPerSecond;
      const inFlight = new Set();
      await new Promise((r) => setTimeout(r, (every * e.k) / EDITORS));
      for (let n = 0; performance.now() < deadline; n++) {
        const started = performance.now();
        if (inFlight.size < 4) {
          pointer.pointerSentAt.set(`${e.k}:${n}`, { editor: e.k, process: e.process, sentAt: started });
          pointer.sent++;
          const post = postPointer(bases[e.process], e.cookie, maps[e.k % MAPS].id, e.session, {
            x: n,
            y: e.k,
          })
            .catch(() => 0)
            .then((status) => {
              if (status !== 204) pointer.refused++;
              inFlight.delete(post);
            });
          inFlight.add(post);
        } else pointer.dropped++;
        const wait = every - (performance.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      await Promise.all(inFlight);
    };
    await Promise.all([
      ...editors.map(pointerLoop),
      ...editors.map(async (e) => {
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
          const saved = await e.sync.save(tx);
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
    ]);
    const cpuAfter = clusterCpu(cluster);
    const client = process.cpuUsage(clientBefore);
    const cpu = {
      mapa: cpuAfter.mapa - cpuBefore.mapa,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      client: (client.user + client.system) / 1e6,
    };
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
    const loads = { before: loadBefore, after: load() };
    return { processCount, pointersPerSecond, stats, delivery, pointer, acknowledged, lost, loads, cpu };
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
  for (const pointers of POINTERS > 0 ? [0, POINTERS] : [0]) {
    console.log(
      `cluster bench: ${n} process(es), ${EDITORS} editors on ${MAPS} maps for ${SECONDS} s, pointers ${pointers}/s`,
    );
    results.push(await runShape(n, pointers));
  }
}
const pair = (xs) => `${ms(pct(xs, 50))} / ${ms(pct(xs, 99))}`;
const rows = results.map(
  (r) =>
    `| ${r.processCount} | ${r.pointersPerSecond ? `${r.pointersPerSecond}/s` : 'none'} | ${r.acknowledged} | ` +
    `${r.stats.errors.length} | ${r.lost} | ${r.stats.conflicts} | ${Math.max(0, ...r.stats.attempts)} | ` +
    `${r.stats.pulls} | ${pair(r.stats.saveMs)} | ${pair(r.stats.ackMs)} | ` +
    `${pair(r.delivery.same)} | ${pair(r.delivery.other)} | ${r.cpu.mapa.toFixed(1)} s / ${r.cpu.postgres.toFixed(1)} s / ${r.cpu.client.toFixed(1)} s | ` +
    `${r.loads.before} → ${r.loads.after} |`,
);
const pointerRows = results
  .filter((r) => r.pointersPerSecond > 0)
  .map(
    (r) =>
      `| ${r.processCount} | ${r.pointersPerSecond}/s | ${r.pointer.sent} | ${r.pointer.dropped} | ${r.pointer.refused} | ` +
      `${r.pointer.same.length + r.pointer.other.length} | ${pair(r.pointer.same)} | ${pair(r.pointer.other)} |`,
  );
const md = `## Cluster: live changes across processes

${EDITORS} simulated editors (Node clients of the real API) on ${MAPS} maps for ${SECONDS} s, each saving one new
node every ${PACE_MS} ms with its map's event stream open and pulling when a push says the map moved (as the
editor does); editor k edits map k mod m through process ⌊k / m⌋ mod n, directly. Save: the accepted request alone;
until acknowledged: from the edit, with any wait for a pull and every rebase on 409. PostgreSQL,
s3rver and nginx as \`npm run start:cluster\` starts them, all on this machine. Delivery: from sending a save to the
push reaching another editor of the map (target: ≤ 1 s p99 across processes). Each shape runs with saves alone, then
with every editor also moving its presence pointer (one \`POST /api/documents/presence\` per move, passed between
processes by PostgreSQL \`NOTIFY\`): save delivery should not change under that load. CPU: seconds of CPU the
Mapa processes (all of them, worker threads included), PostgreSQL and this bench's own simulated editors used during
the ${SECONDS} s, from /proc: unlike the times, what a piece of work costs in CPU hardly depends on what else
the machine runs, so compare CPU per save or per move between runs on a busy machine. Load: the machine's 1, 5 and
15 minute load averages (${os.cpus().length} cores) when the shape started → when it ended.

| Processes | Pointers per editor | Saves acknowledged | Errors | Lost | Conflicts (rebased) | Most attempts of one save | Pulls on push | Save p50 / p99 | Save until acknowledged p50 / p99 | Delivery, same process p50 / p99 | Delivery, other process p50 / p99 | CPU: Mapa / PostgreSQL / bench client | Load (1, 5, 15 min) start → end |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${results.flatMap((r) => r.stats.errors.slice(0, 5).map((e) => `\n- ${r.processCount} process(es): ${e}`)).join('')}
${
  pointerRows.length
    ? `
Presence pointers: from posting a move to its \`presence\` event reaching each other editor of the map (the
map's other ${Math.max(0, Math.round(EDITORS / MAPS) - 1)} editors; a move superseded before delivery is not waited for).

| Processes | Pointers per editor | Moves posted | Dropped (4 posts in flight) | Refused (429 or error) | Deliveries | Pointer delivery, same process p50 / p99 | Pointer delivery, other process p50 / p99 |
| --- | --- | --- | --- | --- | --- | --- | --- |
${pointerRows.join('\n')}
`
    : ''
}`;
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, md);
console.log(md);
if (results.some((r) => r.stats.errors.length > 0 || r.lost > 0)) process.exit(1);

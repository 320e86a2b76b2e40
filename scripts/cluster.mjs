#!/usr/bin/env node
// `npm run start:cluster`: PostgreSQL, s3rver, two Mapa processes and nginx round-robin in front, on one machine
// (docs/operations.md, "The scale-out shape on one machine"). Run `npm run build` first. Ctrl+C stops it all.
import { parseArgs } from 'node:util';
import { clusterMissing, startCluster } from './cluster/cluster.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    processes: { type: 'string' },
    fresh: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('Usage: npm run start:cluster -- [--dir .cluster] [--port 8080] [--processes 2] [--fresh]');
  process.exit(0);
}
const missing = clusterMissing();
if (missing) {
  console.error(`Cannot start the cluster: ${missing}`);
  process.exit(1);
}
const number = (name, value, min) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number from ${min}, not "${value}"`);
    process.exit(1);
  }
  return n;
};

const cluster = await startCluster({
  dir: values.dir,
  port: number('port', values.port, 1),
  processes: number('processes', values.processes, 1),
  fresh: values.fresh,
});
console.log(`Mapa at ${cluster.publicUrl} (nginx round-robin over ${cluster.processes.length} processes)`);
for (const [i, p] of cluster.processes.entries())
  console.log(`  process ${i + 1}: ${p.url}  log: ${p.logFile}`);
console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
console.log(`  s3rver: ${cluster.s3.S3_ENDPOINT} (bucket ${cluster.s3.S3_BUCKET})`);
console.log(`  data: ${cluster.dir}   Ctrl+C stops everything`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping...');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const p of cluster.processes) {
  p.child.on('exit', (code, signal) => {
    if (!stopping) console.error(`process at ${p.url} exited (${signal ?? code}); see ${p.logFile}`);
  });
}

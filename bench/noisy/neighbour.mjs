// The noisy neighbour of bench/noisy/run.mjs, in its own process so building and sending its big requests never
// delays the quiet client's measurements. Usage: node neighbour.mjs <base URL> <upload|operations>. Sends its
// heaviest allowed request again and again until killed; prints one JSON line per finished request.
// BENCH_NOISY_DOC_MB and BENCH_NOISY_OPS shrink the requests to check the bench itself at small scale.
import { session } from '../lib/server.mjs';
import { largestDocument, treeDocument } from '../lib/documents.mjs';

const [base, kind] = process.argv.slice(2);
const user = await session(base, `noisy.${kind}.${Date.now()}@example.com`);
const me = (await user.call('GET', '/api/auth/me')).body.user.email;
const { body: map } = await user.call('POST', '/api/maps', { title: `Noisy ${kind}` });
const headers = { 'document-id': map.id, 'document-owner': me, 'document-path': 'map' };
const OPS = Number(process.env.BENCH_NOISY_OPS ?? 20_000);
const DOC_BYTES = Number(process.env.BENCH_NOISY_DOC_MB ?? 48) * 1024 * 1024;

/** Sends a request, answering its time and status (refusals included: they are part of what the server does). */
async function send(method, url, body, extra = {}) {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie: user.cookie, 'content-type': 'application/json', ...extra },
    body,
  });
  const text = await res.text();
  return { ms: performance.now() - t0, status: res.status, body: text, bytes: body.length };
}

const report = (r) =>
  process.stdout.write(`${JSON.stringify({ kind, ms: r.ms, status: r.status, bytes: r.bytes })}\n`);

if (kind === 'upload') {
  const body = JSON.stringify(largestDocument(DOC_BYTES));
  process.stdout.write(`${JSON.stringify({ kind, ready: true, bytes: body.length })}\n`);
  for (;;) report(await send('PUT', '/api/documents/upload', body, { ...headers, 'if-match': '*' }));
} else {
  const first = await send('PUT', '/api/documents/upload', JSON.stringify(treeDocument(OPS)), {
    ...headers,
    'if-match': '"0"',
  });
  let revision = JSON.parse(first.body).revision;
  const stored = await (
    await fetch(`${base}/api/documents/download`, { headers: { cookie: user.cookie, ...headers } })
  ).json();
  let nodes = stored.nodes;
  process.stdout.write(`${JSON.stringify({ kind, ready: true })}\n`);
  for (let round = 1; ; round++) {
    // A layout-like change: every node moves (one node.update each, the record before and after).
    const moved = nodes.map((node) => ({
      ...node,
      position: { x: node.position.x + 1, y: node.position.y },
    }));
    const ops = nodes.map((from, i) => ({ type: 'node.update', id: from.data.id, from, to: moved[i] }));
    const tx = { id: `noisy_${round}_${Date.now()}`, label: 'element.drag', source: 'user', ops };
    const r = await send(
      'POST',
      '/api/documents/transactions',
      JSON.stringify({ id: map.id, baseVersion: revision, transactions: [tx] }),
    );
    report(r);
    if (r.status === 200) {
      revision = JSON.parse(r.body).revision;
      nodes = moved;
    }
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type request from 'supertest';
import { createNode, type MapNode, type Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { COMPACT_AFTER } from '../sync/sync.service';

const OWNER = 'owner@example.com';
type Agent = ReturnType<typeof request.agent>;

let seq = 0;
const txId = () => `tx_${Date.now().toString(36)}_${seq++}`;
const addNode = (node: MapNode, orderIndex?: number): Transaction => ({
  id: txId(),
  label: 'node.created',
  source: 'user',
  ops: [{ type: 'node.add', node, orderIndex }],
});
const relabel = (from: MapNode, label: string): Transaction => ({
  id: txId(),
  label: 'node.label.updated',
  source: 'user',
  ops: [{ type: 'node.update', id: from.data.id, from, to: { ...from, data: { ...from.data, label } } }],
});

async function download(agent: Agent, id: string) {
  return agent.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
}

describeEachBackend('saving transactions', (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Olivia');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  it('appends transactions, advances the revision per transaction and serves the resulting document', async () => {
    const id = await createMap(owner);
    const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
    const b = createNode({ position: { x: 300, y: 0 }, label: 'B' });
    const res = await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [addNode(a), addNode(b)] })
      .expect(200);
    expect(res.body).toMatchObject({ success: true, revision: 2 });
    const doc = await download(owner, id);
    expect(doc.headers.etag).toBe('"2"');
    expect(doc.body.nodes.map((n: MapNode) => n.data.label)).toEqual(['A', 'B']);
    expect(doc.body.canvas.nodesOrder).toEqual([a.data.id, b.data.id]);
    const info = await owner.get(`/api/maps/${id}`).expect(200);
    expect(info.body.revision).toBe(2);
  });

  it('refuses a stale base with 409 and hands out the missed transactions to rebase on', async () => {
    const id = await createMap(owner);
    const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
    const first = addNode(a);
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [first] })
      .expect(200);
    const stale = await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [relabel(a, 'late')] })
      .expect(409);
    expect(stale.body.code).toBe('CONFLICT_DETECTED');
    const missed = await owner.get('/api/documents/transactions').query({ id, since: 0 }).expect(200);
    expect(missed.body).toMatchObject({ reset: false, revision: 1 });
    expect(missed.body.transactions.map((tx: Transaction) => tx.id)).toEqual([first.id]);
    const none = await owner.get('/api/documents/transactions').query({ id, since: 1 }).expect(200);
    expect(none.body.transactions).toEqual([]);
    const future = await owner.get('/api/documents/transactions').query({ id, since: 9 }).expect(200);
    expect(future.body).toMatchObject({ reset: true, revision: 1 });
  });

  it('refuses an operation that does not fit, naming it, and stores nothing of the batch', async () => {
    const id = await createMap(owner);
    const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
    const ghost = createNode({ position: { x: 0, y: 0 }, label: 'ghost' });
    const res = await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [addNode(a), relabel(ghost, 'x')] })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'INVALID_DOCUMENT', path: 'transactions[1].ops[0]' });
    expect(res.body.message).toContain(`node "${ghost.data.id}" does not exist`);
    expect((await download(owner, id)).body.nodes).toEqual([]);
    // The next valid save still starts from revision 0.
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [addNode(a)] })
      .expect(200);
  });

  it('validates the shape of every operation and names the bad field', async () => {
    const id = await createMap(owner);
    const bad = {
      id: txId(),
      label: 'node.created',
      source: 'user',
      ops: [{ type: 'node.add', node: { data: { id: 'x' } } }],
    };
    const res = await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [bad] })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.path).toBe('transactions[0].ops[0].node.position');
  });

  it('sanitises rich text inside operations', async () => {
    const id = await createMap(owner);
    const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
    a.data.description = '<p>hi<script>alert(1)</script><img src=x onerror=alert(1)></p>';
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [addNode(a)] })
      .expect(200);
    const doc = await download(owner, id);
    expect(doc.body.nodes[0].data.description).not.toMatch(/script|onerror/);
  });

  it('after a whole-document upload, a client behind it is told to reset', async () => {
    const id = await createMap(owner);
    const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [addNode(a)] })
      .expect(200);
    const doc = (await download(owner, id)).body;
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"1"')
      .send(doc)
      .expect(200);
    const pulled = await owner.get('/api/documents/transactions').query({ id, since: 0 }).expect(200);
    expect(pulled.body).toMatchObject({ reset: true, revision: 2 });
    const b = createNode({ position: { x: 0, y: 0 }, label: 'B' });
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 2, transactions: [addNode(b)] })
      .expect(200);
    expect((await download(owner, id)).body.nodes).toHaveLength(2);
  });

  it('compacts the log into the stored document in the background, and keeps serving the same document', async () => {
    const id = await createMap(owner);
    const nodes = Array.from({ length: COMPACT_AFTER + 5 }, (_, i) =>
      createNode({ position: { x: i * 10, y: 0 }, label: `n${i}` }),
    );
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: nodes.map((n) => addNode(n)) })
      .expect(200);
    const before = (await download(owner, id)).body;
    // The compaction runs after the answer; wait until the stored blob holds the latest revision.
    const { MapsRepository } = await import('../maps/maps.repository');
    const maps = t.app.get(MapsRepository);
    // Polled until it does (bounded by the test's timeout, not by a count that a loaded machine can outrun).
    while (Number((await maps.findById(id))?.snapshot_revision) < nodes.length)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Number((await maps.findById(id))?.snapshot_revision)).toBe(nodes.length);
    const after = await download(owner, id);
    expect(after.headers.etag).toBe(`"${nodes.length}"`);
    expect(after.body).toEqual(before);
    // Recent transactions stay pullable behind the snapshot.
    const pulled = await owner.get('/api/documents/transactions').query({ id, since: 3 }).expect(200);
    expect(pulled.body.transactions).toHaveLength(nodes.length - 3);
  });

  /** Opens the map's event stream as the owner; `until` resolves once the text received so far matches. */
  const openEvents = async (id: string) => {
    const server = t.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const me = await owner.post('/api/auth/signin').send({ email: OWNER, password: 'correct horse' });
    const sessionCookie = String(me.headers['set-cookie']).split(';')[0];
    let text = '';
    const waiting: { pattern: RegExp; resolve: (text: string) => void }[] = [];
    const req = http.get(
      { host: '127.0.0.1', port, path: `/api/documents/events?id=${id}`, headers: { cookie: sessionCookie } },
      (res) => {
        expect(res.headers['content-type']).toContain('text/event-stream');
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          for (const w of [...waiting]) if (w.pattern.test(text)) w.resolve(text);
        });
      },
    );
    req.on('error', () => undefined);
    return {
      // Bounded, so a stream that never says it fails with what it did say (an open stream never ends by itself).
      until: (pattern: RegExp) =>
        new Promise<string>((resolve, reject) => {
          if (pattern.test(text)) return resolve(text);
          const timer = setTimeout(() => {
            req.destroy();
            reject(new Error(`no ${pattern} in: ${text}`));
          }, 20_000);
          waiting.push({ pattern, resolve: (all) => (clearTimeout(timer), resolve(all)) });
        }),
      close: () => req.destroy(),
    };
  };
  const revisionEvent = (revision: number) =>
    new RegExp(`event: revision\ndata: \{"revision":${revision},"lastModified":"[^"]+"\}`);

  it('pushes each new revision to open editors as a server-sent event', async () => {
    const id = await createMap(owner);
    const stream = await openEvents(id);
    // The stream starts with the map's stored revision (so the test knows it is subscribed, without a sleep).
    await stream.until(revisionEvent(0));
    const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [addNode(a)] })
      .expect(200);
    await stream.until(revisionEvent(1));
    stream.close();
  });

  it('starts every stream with the stored revision, so a client reconnecting after a gap pulls at once', async () => {
    const id = await createMap(owner);
    // A change made while the client's stream was down (network loss, process restart).
    const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [addNode(a)] })
      .expect(200);
    const stream = await openEvents(id);
    // The reconnected stream tells revision 1 at once: the client, still at 0, pulls (not at its next 5 s poll).
    expect(await stream.until(revisionEvent(1))).toMatch(/^retry: 3000\n\n/);
    stream.close();
  });
});

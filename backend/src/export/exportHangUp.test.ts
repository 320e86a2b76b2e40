import type request from 'supertest';
import { EXPORT_FORMATS, type HealthResponse } from '@mapa/model';
import { DocumentWorkers } from '../workers/documentWorkers';
import { createMap, docHeaders, signedUpAgent, startTestApp, type TestApp } from '../../test/testApp';
import {
  listeningPort,
  openRequest,
  sessionCookie,
  type HangUpStage,
  type OpenRequest,
} from '../../test/rawHttp';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'hang-up@example.com';

/** A map of `n` nodes on a grid (big enough, from ~600 nodes, to be stored over 64 KB), a note on every tenth. */
function grid(n: number) {
  const nodes = [];
  const edges = [];
  for (let i = 0; i < n; i++) {
    nodes.push({
      position: { x: (i % 60) * 320, y: Math.floor(i / 60) * 160 },
      data: { id: `n${i}`, label: `Node ${i}`, description: i % 10 === 0 ? `<p>Notes ${i}</p>` : '' },
    });
    if (i > 0) edges.push({ data: { id: `e${i}`, source: `n${Math.floor((i - 1) / 4)}`, target: `n${i}` } });
  }
  return { nodes, edges };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The pool's part of `/api/health`, once no task is running or queued any more. */
async function idlePool(agent: Agent): Promise<NonNullable<HealthResponse['workers']>> {
  for (;;) {
    const res = await agent.get('/api/health').expect(200);
    const workers = (res.body as HealthResponse).workers;
    if (workers && workers.busy === 0 && workers.queued === 0) return workers;
    await nextTurn();
  }
}

describe('clients that hang up during an export', () => {
  let t: TestApp;
  let owner: Agent;
  let id: string;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedUpAgent(t.app, OWNER);
    id = await createMap(owner, 'Hang up');
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '*')
      .send(grid(3000))
      .expect(200);
    port = await listeningPort(t.app);
    cookie = await sessionCookie(t.app, OWNER);
  }, 120_000);
  afterAll(() => t?.close());

  /** Starts an export of every format on raw sockets and hangs each up at `stage`; resolves with what each saw. */
  async function hangUpEvery(stage: HangUpStage): Promise<OpenRequest[]> {
    const workers = t.app.get(DocumentWorkers);
    const before = workers.running('exportTask');
    const open = EXPORT_FORMATS.map((outputFormat) =>
      openRequest(port, '/api/documents/export', cookie, {
        id,
        owner: OWNER,
        outputFormat,
        entitiesToExport: [],
      }),
    );
    if (stage === 'before-head') {
      // The state to wait for: every export has reached the pool (queued or running) and answered nothing yet.
      while (workers.running('exportTask') < before + open.length) await nextTurn();
    } else if (stage === 'after-head') await Promise.all(open.map((o) => o.head));
    else await Promise.all(open.map((o) => o.firstChunk));
    for (const o of open) o.hangUp();
    return open;
  }

  it.each(['before-head', 'after-head', 'mid-body'] as const)(
    'hanging up %s on every format leaves the pool able to run big uploads, imports and exports',
    async (stage) => {
      const { cancelled } = await idlePool(owner);
      const open = await hangUpEvery(stage);
      const pool = await idlePool(owner);
      expect(pool).toMatchObject({ busy: 0, queued: 0, acceptsTasks: true, failed: 0 });
      // Exports left before their head were cancelled (a quick one may have sent its head, or all of its file,
      // while the slower ones were still reaching the pool).
      if (stage === 'before-head') {
        expect(open.filter((o) => o.reached() === 'nothing').length).toBeGreaterThan(0);
        expect(pool.cancelled).toBeGreaterThan(cancelled);
      }
      // Big bodies still go through the pool and complete.
      await owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '*')
        .send(grid(3000))
        .expect(200);
      const topics = '<outline text="Topic"/>'.repeat(3000);
      const outline = `<?xml version="1.0"?><opml version="2.0"><head><title>Big</title></head><body><outline text="Root">${topics}</outline></body></opml>`;
      await owner.post('/api/maps/import').attach('file', Buffer.from(outline), 'big.opml').expect(201);
      const res = await owner
        .post('/api/documents/export')
        .send({ id, owner: OWNER, outputFormat: 'json', entitiesToExport: [] })
        .expect(200);
      expect(res.body.nodes).toHaveLength(3000);
    },
    120_000,
  );

  it('drops from the queue a big upload whose client left while it waited for a thread; nothing is stored', async () => {
    const workers = t.app.get(DocumentWorkers);
    const { maxThreads: threads, cancelled } = await idlePool(owner);
    const target = await createMap(owner, 'Not saved');
    // Every thread held by an export whose download does not move (its client reads nothing): an SVG of 20,000
    // nodes (~18 MB) is far more than the sockets' buffers take.
    const big = await createMap(owner, 'Big');
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(big, OWNER))
      .set('If-Match', '*')
      .send(grid(20_000));
    const stalled = Array.from({ length: threads }, () =>
      openRequest(
        port,
        '/api/documents/export',
        cookie,
        { id: big, owner: OWNER, outputFormat: 'svg' },
        { read: false },
      ),
    );
    // Running, not waiting for a thread to start: each worker has read the map and sent the head.
    await Promise.all(stalled.map((s) => s.head));
    const upload = openRequest(port, '/api/documents/upload', cookie, grid(3000), {
      method: 'PUT',
      headers: { ...docHeaders(target, OWNER), 'if-match': '*' },
    });
    while (workers.health().queued < 1) await nextTurn();
    upload.hangUp();
    while (workers.health().cancelled < cancelled + 1) await nextTurn();
    expect(workers.health().queued).toBe(0);
    for (const s of stalled) s.hangUp();
    expect(await idlePool(owner)).toMatchObject({ busy: 0, queued: 0, acceptsTasks: true });
    const doc = await owner.get('/api/documents/download').set(docHeaders(target, OWNER)).expect(200);
    expect(doc.headers.etag).toBe('"0"');
    expect(doc.body.nodes).toHaveLength(0);
  }, 120_000);

  it('runs the queued work once the exports holding every thread are given up', async () => {
    const workers = t.app.get(DocumentWorkers);
    const { maxThreads: threads, replaced } = await idlePool(owner);
    const big = await createMap(owner, 'Big too');
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(big, OWNER))
      .set('If-Match', '*')
      .send(grid(20_000));
    const stalled = Array.from({ length: threads }, () =>
      openRequest(
        port,
        '/api/documents/export',
        cookie,
        { id: big, owner: OWNER, outputFormat: 'svg' },
        { read: false },
      ),
    );
    // Running, not waiting for a thread to start: each worker has read the map and sent the head.
    await Promise.all(stalled.map((s) => s.head));
    const target = await createMap(owner, 'Saved after');
    const upload = owner.put('/api/documents/upload').set(docHeaders(target, OWNER)).set('If-Match', '*');
    const saved = upload.send(grid(3000)).then((res) => res);
    while (workers.health().queued < 1) await nextTurn();
    // Both threads are stopped under their exports; nothing else is sent to the pool meanwhile.
    for (const s of stalled) s.hangUp();
    expect((await saved).status).toBe(200);
    const pool = await idlePool(owner);
    expect(pool.replaced - replaced).toBe(threads);
  }, 120_000);
});

import type request from 'supertest';
import { MAX_COORDINATE, parseMapDocument, trustMapDocument, type MapNode } from '@mapa/model';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey } from '../storage/blobKeys';
import { documentMetadata } from '../storage/documentMetadata';
import { readPdf } from '../../test/readPdf';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  SERVICES_HOOK_TIMEOUT,
  type TestApp,
} from '../../test/testApp';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'range@example.com';
const FAR = 1.797e308;

const node = (id: string, x: number, y: number): MapNode => ({ position: { x, y }, data: { id, label: id } });

describeEachBackend("coordinates beyond the editor's range", (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close(), SERVICES_HOOK_TIMEOUT);

  const upload = (id: string, doc: object, ifMatch = '*') =>
    owner.put('/api/documents/upload').set(docHeaders(id, OWNER)).set('If-Match', ifMatch).send(doc);
  const download = (id: string) =>
    owner
      .get('/api/documents/download')
      .set(docHeaders(id, OWNER))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => done(null, text));
      });

  it('a whole-document upload is refused with 400 naming the field, and nothing is stored', async () => {
    const id = await createMap(owner);
    await upload(id, { nodes: [node('a', 0, 0)], edges: [] }, '"0"').expect(200);
    const res = await upload(id, { nodes: [node('a', 0, 0), node('b', 0, FAR)], edges: [] }).expect(400);
    expect(res.body).toMatchObject({
      code: 'INVALID_DOCUMENT',
      path: 'nodes[1].position.y',
      message: "nodes[1].position.y: must be at most 1,000,000,000 (the editor's range is ±1,000,000,000).",
    });
    const drawing = {
      paths: [],
      texts: [{ x: -MAX_COORDINATE * 2, y: 0, text: 't', fontSize: 12, color: '#000' }],
    };
    const text = await upload(id, { nodes: [], edges: [], canvas: { drawingData: drawing } }).expect(400);
    expect(text.body.path).toBe('canvas.drawingData.texts[0].x');
    const stored = await download(id).expect(200);
    expect(stored.headers.etag).toBe('"1"');
    expect(JSON.parse(stored.body as string).nodes).toEqual([node('a', 0, 0)]);
  });

  it('a transaction is refused with 400 naming the field in it, and nothing is stored', async () => {
    const id = await createMap(owner);
    const tx = (ops: unknown[]) => ({
      id: `t${Math.random().toString(36).slice(2, 10)}`,
      label: 'node.created',
      source: 'user',
      ops,
    });
    const far = { type: 'node.add', node: node('b', MAX_COORDINATE + 1, 0) };
    const res = await owner
      .post('/api/documents/transactions')
      .send({
        id,
        baseVersion: 0,
        transactions: [tx([{ type: 'node.add', node: node('a', 0, 0) }]), tx([far])],
      })
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      path: 'transactions[1].ops[0].node.position.x',
    });
    expect(res.body.message).toMatch(/must be at most 1,000,000,000/);
    const stored = await download(id).expect(200);
    expect(stored.headers.etag).toBe('"0"');
    // At the edge exactly, saved.
    const edge = { type: 'node.add', node: node('b', MAX_COORDINATE, -MAX_COORDINATE) };
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [tx([edge])] })
      .expect(200);
  });

  it('a map stored before the limit still opens, exports and takes edits, its far values at the edge', async () => {
    const id = await createMap(owner, 'Old');
    const saved = await upload(id, { nodes: [node('a', 0, 0)], edges: [] }, '"0"').expect(200);
    // As it was stored before the range was enforced: written to the blob store directly.
    const old = {
      nodes: [node('a', 0, 0), node('far', FAR, -FAR)],
      edges: [{ data: { id: 'e', source: 'a', target: 'far' } }],
      canvas: { center: { x: 5e300, y: 0 } },
    };
    await t.app.get<BlobStore>(BLOB_STORE).put(mapDocumentKey(OWNER, id), Buffer.from(JSON.stringify(old)), {
      contentType: 'application/json',
      metadata: documentMetadata(saved.body.lastModified as string, 1),
    });
    const opened = await download(id).expect(200);
    // What the editor does with it: draw it at once (trustMapDocument) and check it (parseMapDocument).
    const trusted = trustMapDocument(JSON.parse(opened.body as string));
    if (!trusted.ok) throw new Error(trusted.error.message);
    expect(parseMapDocument(opened.body as string)).toEqual(trusted);
    const far = trusted.document.nodes[1];
    expect(far.position).toEqual({ x: MAX_COORDINATE, y: -MAX_COORDINATE });
    for (const format of ['pdf', 'svg', 'json']) {
      const res = await owner
        .post('/api/documents/export')
        .send({ id, owner: OWNER, outputFormat: format, entitiesToExport: [] })
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const body = res.body as Buffer;
      if (format === 'pdf') expect(readPdf(body).flatMap((p) => p.texts)).toContain('far');
      if (format === 'svg') expect(body.toString('utf8')).toContain('>far</tspan>');
      if (format === 'json') expect(JSON.parse(body.toString('utf8')).nodes).toHaveLength(2);
    }
    // An edit of the far node made from what the editor holds is accepted.
    const renamed = { ...far, data: { ...far.data, label: 'Far away' } };
    const edit = { type: 'node.update', id: 'far', from: far, to: renamed };
    const tx = { id: 'rename_far', label: 'node.updated', source: 'user', ops: [edit] };
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 1, transactions: [tx] })
      .expect(200);
    const after = parseMapDocument((await download(id).expect(200)).body as string, { outOfRange: 'refuse' });
    if (!after.ok) throw new Error(after.error.message);
    expect(after.document.nodes[1]).toEqual(renamed);
  });

  it('an imported JSON map with far nodes is clamped to the range and imported', async () => {
    const file = { nodes: [node('a', 0, 0), node('b', -FAR, 3)], edges: [] };
    const res = await owner
      .post('/api/maps/import')
      .attach('file', Buffer.from(JSON.stringify(file)), 'far.json')
      .expect(201);
    const doc = JSON.parse((await download(res.body.id as string).expect(200)).body as string);
    expect(doc.nodes[1].position).toEqual({ x: -MAX_COORDINATE, y: 3 });
  });
});

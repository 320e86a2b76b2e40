import type request from 'supertest';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { INLINE_BELOW_BYTES } from '../workers/documentWorkers';

type Agent = ReturnType<typeof request.agent>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NODE = 'node-1';

describeEachBackend('node attachments (spec §7.4)', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let editor: Agent;
  let reader: Agent;
  let stranger: Agent;
  let mapId: string;
  const ownerEmail = 'att-owner@example.com';

  beforeAll(async () => {
    t = await startTestApp({ attachmentGraceMs: 0 }, backend);
    owner = await signedUpAgent(t.app, ownerEmail);
    editor = await signedUpAgent(t.app, 'att-editor@example.com');
    reader = await signedUpAgent(t.app, 'att-reader@example.com');
    stranger = await signedUpAgent(t.app, 'att-stranger@example.com');
    mapId = await createMap(owner);
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({
        id: mapId,
        members: { 'att-editor@example.com': 'editor', 'att-reader@example.com': 'reader' },
        isPublic: false,
      })
      .expect(200);
    // Files are kept only for nodes of the saved map.
    const ops = [NODE, 'text-node'].map((id) => ({
      type: 'node.add',
      node: { position: { x: 0, y: 0 }, data: { id, label: id } },
    }));
    await owner
      .post('/api/documents/transactions')
      .send({
        id: mapId,
        baseVersion: 0,
        transactions: [{ id: 'att-nodes', label: 'node.created', source: 'user', ops }],
      })
      .expect(200);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close());

  const upload = (agent: Agent, bytes: Buffer, filename: string, nodeId = NODE) =>
    agent
      .post('/api/nodes/attachments/upload')
      .field('mapId', mapId)
      .field('nodeId', nodeId)
      .attach('file', bytes, { filename, contentType: 'application/octet-stream' });
  const list = (agent: Agent, nodeId = NODE) =>
    agent.get('/api/nodes/attachments/list').query({ mapId, nodeId });

  it('uploads, lists (with an image preview), downloads the same bytes and deletes', async () => {
    const up = await upload(owner, PDF, 'Relatório 2024.pdf').expect(201);
    expect(up.body.message).toBe('Attachment uploaded successfully');
    expect(up.body.attachment).toMatchObject({
      originalName: 'Relatório 2024.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      uploadedBy: ownerEmail,
    });
    expect(up.body.attachment.fileName).toMatch(/^[a-z0-9]+-Relatorio_2024\.pdf$/);
    await upload(editor, PNG, 'shot.png').expect(201);
    const listed = await list(reader).expect(200);
    expect(listed.body.attachments.map((a: { originalName: string }) => a.originalName)).toEqual([
      'Relatório 2024.pdf',
      'shot.png',
    ]);
    expect(listed.body.attachments[0].previewUrl).toBeUndefined();
    expect(listed.body.attachments[1].previewUrl).toEqual(expect.any(String));
    const { fileName } = up.body.attachment;
    const dl = await reader
      .get('/api/nodes/attachments/download')
      .query({ mapId, nodeId: NODE, fileName })
      .expect(200);
    if (backend === 'sqlite+filesystem') {
      const blob = await t.http().get(dl.body.downloadUrl).buffer(true).expect(200);
      expect(blob.headers['content-type']).toMatch(/^application\/pdf/);
      expect(Buffer.compare(blob.body as Buffer, PDF)).toBe(0);
    } else expect(dl.body.downloadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const del = await editor
      .delete('/api/nodes/attachments/delete')
      .query({ mapId, nodeId: NODE, fileName })
      .expect(200);
    expect(del.body.message).toBe('Attachment deleted successfully');
    expect((await list(owner).expect(200)).body.attachments).toHaveLength(1);
    await reader.get('/api/nodes/attachments/download').query({ mapId, nodeId: NODE, fileName }).expect(404);
  });

  it('readers list and download only; strangers and anonymous callers get 404 or 401', async () => {
    const res = await upload(reader, PDF, 'r.pdf');
    expect(res.status).toBe(403);
    const fileName = (await list(owner)).body.attachments[0].fileName as string;
    await reader.delete('/api/nodes/attachments/delete').query({ mapId, nodeId: NODE, fileName }).expect(403);
    await list(stranger).expect(404);
    await upload(stranger, PDF, 's.pdf').expect(404);
    await stranger
      .get('/api/nodes/attachments/download')
      .query({ mapId, nodeId: NODE, fileName })
      .expect(404);
    await stranger
      .delete('/api/nodes/attachments/delete')
      .query({ mapId, nodeId: NODE, fileName })
      .expect(404);
    await t.http().get('/api/nodes/attachments/list').query({ mapId, nodeId: NODE }).expect(404);
    await upload(t.http() as unknown as Agent, PDF, 'a.pdf').expect(401);
    expect((await list(owner)).body.attachments).toHaveLength(1);
  });

  it('judges the type by content and refuses files over 10 MB with the spec messages, storing nothing', async () => {
    const exe = await upload(owner, Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'invoice.pdf').expect(
      415,
    );
    expect(exe.body.message).toBe(
      'File type not allowed. Supported formats: PDF, Word, Excel, CSV, Text, and Image files',
    );
    const big = await upload(owner, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf').expect(
      413,
    );
    expect(big.body.message).toBe('File size must be less than 10 MB');
    await upload(
      owner,
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]),
      'exact.pdf',
    ).expect(201);
    const svg = await upload(
      owner,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
      'x.svg',
    ).expect(201);
    expect(svg.body.attachment.mimeType).toBe('image/svg+xml');
    if (backend === 'sqlite+filesystem') {
      // An SVG is stored sanitised: its script handlers never reach a browser that opens it.
      const dl = await owner
        .get('/api/nodes/attachments/download')
        .query({ mapId, nodeId: NODE, fileName: svg.body.attachment.fileName })
        .expect(200);
      const stored = await t.http().get(dl.body.downloadUrl).buffer(true).expect(200);
      const text = Buffer.from(stored.body as Buffer).toString('utf8');
      expect(text).toContain('<rect');
      expect(text).not.toContain('onload');
    }
    await upload(owner, PDF, 'a.pdf', '../etc').expect(400);
    const names = (await list(owner)).body.attachments.map((a: { originalName: string }) => a.originalName);
    expect(names).not.toContain('invoice.pdf');
    expect(names).not.toContain('big.pdf');
  }, 60_000);

  it('stores a Latin-1 CSV with its charset and refuses an HTML page renamed .txt (the same check as signed PUTs)', async () => {
    const csv = Buffer.from('nome;cidade\nJoão;São Paulo\n', 'latin1');
    const stored = await upload(owner, csv, 'cidades.csv', 'text-node').expect(201);
    expect(stored.body.attachment.mimeType).toBe('text/csv');
    const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const refused = await upload(owner, page, 'notes.txt', 'text-node').expect(415);
    expect(refused.body.message).toBe(
      'File type not allowed. Supported formats: PDF, Word, Excel, CSV, Text, and Image files',
    );
    const names = (await list(owner, 'text-node')).body.attachments.map(
      (a: { originalName: string }) => a.originalName,
    );
    expect(names).toEqual(['cidades.csv']);
  });

  it('keeps the files of a deleted node for undo until a save without it, then removes them', async () => {
    const tx = (id: string, type: 'node.add' | 'node.remove', n: string) => ({
      id,
      label: type === 'node.add' ? 'node.created' : 'node.removed',
      source: 'user',
      ops: [{ type, node: { position: { x: 0, y: 0 }, data: { id: n, label: n } } }],
    });
    const save = async (transaction: object) => {
      const since = (await owner.get(`/api/maps/${mapId}`).expect(200)).body.revision as number;
      await owner
        .post('/api/documents/transactions')
        .send({ id: mapId, baseVersion: since, transactions: [transaction] })
        .expect(200);
    };
    let n = 0;
    const add = (id: string) => save(tx(`add-${++n}`, 'node.add', id));
    const remove = (id: string) => save(tx(`remove-${++n}`, 'node.remove', id));
    const count = async () => (await list(owner, 'kept')).body.attachments.length as number;
    await add('kept');
    const up = await upload(owner, PDF, 'kept.pdf', 'kept').expect(201);
    // Saved without the node: its files are hidden (a later save may still bring them back).
    await remove('kept');
    await waitFor(async () => (await count()) === 0);
    // Undo brings the node back, and with it the files.
    await add('kept');
    await waitFor(async () => (await count()) === 1);
    // Removed again; a save after the grace period (0 in this app) deletes the files for good: bringing the node
    // back then shows nothing. Each round waits for the save's clean-up, which runs after the save answers.
    await remove('kept');
    await waitFor(async () => (await count()) === 0);
    await waitFor(async () => {
      await add(`other-${n}`);
      await add('kept');
      if ((await count()) === 0) return true;
      await remove('kept');
      await waitFor(async () => (await count()) === 0);
      return false;
    });
    const dl = await owner
      .get('/api/nodes/attachments/download')
      .query({ mapId, nodeId: 'kept', fileName: up.body.attachment.fileName });
    expect(dl.status).toBe(404);
  }, 60_000);

  it('hides and brings back the files of a node by whole-document uploads too (read in the worker pool)', async () => {
    // Enough filler nodes that the body passes the inline limit and is read by a worker thread, whose answer
    // carries the node ids the clean-up asks about.
    const filler = Array.from({ length: 800 }, (_, i) => ({
      position: { x: i * 10, y: 0 },
      data: { id: `filler-${i}`, label: `Filler node number ${i}` },
    }));
    const put = (withNode: boolean) => {
      const nodes = withNode
        ? [...filler, { position: { x: 0, y: 100 }, data: { id: 'whole', label: 'Whole' } }]
        : filler;
      const doc = {
        nodes,
        edges: [],
        version: 1,
        htmlContent: '',
        canvas: { nodesOrder: nodes.map((node) => node.data.id) },
        settings: { templateEngine: 'BaseTemplate' },
      };
      expect(JSON.stringify(doc).length).toBeGreaterThan(INLINE_BELOW_BYTES);
      return owner
        .put('/api/documents/upload')
        .set(docHeaders(mapId, ownerEmail))
        .set('If-Match', '*')
        .send(doc)
        .expect(200);
    };
    const count = async () => (await list(owner, 'whole')).body.attachments.length as number;
    await put(true);
    await upload(owner, PDF, 'whole.pdf', 'whole').expect(201);
    await put(false);
    await waitFor(async () => (await count()) === 0);
    await put(true);
    await waitFor(async () => (await count()) === 1);
  }, 60_000);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

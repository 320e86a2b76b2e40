import { unzipSync } from 'fflate';
import type request from 'supertest';
import {
  EXPORT_FORMATS,
  MAX_COORDINATE,
  outlineStats,
  readImportFile,
  type HealthResponse,
} from '@mapa/model';
import { DocumentWorkers } from '../workers/documentWorkers';
import { readPdf } from '../../test/readPdf';
import { createMap, docHeaders, signedUpAgent, startTestApp, type TestApp } from '../../test/testApp';
import { listeningPort, openRequest, sessionCookie } from '../../test/rawHttp';
import { PDF_MAX_PAGES } from './pdfExport';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'budget@example.com';
const M = MAX_COORDINATE;
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A centre and four nodes at the corners of the editor's range, each joined to the centre: a small map (< 64 KB). */
const corners = {
  nodes: [
    { position: { x: 0, y: 0 }, data: { id: 'c', label: 'Centre', description: '<p>Middle</p>' } },
    { position: { x: -M, y: -M }, data: { id: 'nw', label: 'North west' } },
    { position: { x: M, y: -M }, data: { id: 'ne', label: 'North east' } },
    { position: { x: -M, y: M }, data: { id: 'sw', label: 'South west' } },
    { position: { x: M, y: M }, data: { id: 'se', label: 'South east' } },
  ],
  edges: ['nw', 'ne', 'sw', 'se'].map((id) => ({ data: { id: `e-${id}`, source: 'c', target: id } })),
};
const LABELS = ['Centre', 'North west', 'North east', 'South west', 'South east'];

/** A map of `n` nodes on a grid, each with a note: about 110 bytes a node stored. */
function grid(n: number) {
  const nodes = Array.from({ length: n }, (_, i) => ({
    position: { x: (i % 100) * 320, y: Math.floor(i / 100) * 160 },
    data: { id: `n${i}`, label: `Node ${i}`, description: `<p>Notes ${i}</p>` },
  }));
  const edges = nodes.slice(1).map((_, i) => ({ data: { id: `e${i}`, source: 'n0', target: `n${i + 1}` } }));
  return { nodes, edges };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const exportAs = (agent: Agent, id: string, outputFormat: string) =>
  agent
    .post('/api/documents/export')
    .send({ id, owner: OWNER, outputFormat, entitiesToExport: [] })
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const poolOf = async (agent: Agent) =>
  ((await agent.get('/api/health').expect(200)).body as HealthResponse).workers;

async function upload(agent: Agent, title: string, doc: object): Promise<string> {
  const id = await createMap(agent, title);
  await agent
    .put('/api/documents/upload')
    .set(docHeaders(id, OWNER))
    .set('If-Match', '*')
    .send(doc)
    .expect(200);
  return id;
}

describe('exports of a map spread over the whole range', () => {
  let t: TestApp;
  let owner: Agent;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedUpAgent(t.app, OWNER);
    id = await upload(owner, 'Corners', corners);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers /api/health while the PDF of this small map is made in the pool', async () => {
    const workers = t.app.get(DocumentWorkers);
    const state = { ended: false };
    const pdf = exportAs(owner, id, 'pdf').then((res) => {
      state.ended = true;
      return res;
    });
    // The state to wait for: the export is in the pool (or, were it on the main thread, already over).
    while (workers.running('exportTask') === 0 && !state.ended) await nextTurn();
    expect(state.ended).toBe(false);
    await owner.get('/api/health').expect(200);
    expect((await pdf).status).toBe(200);
  });

  it.each(EXPORT_FORMATS.filter((f) => f !== 'png'))(
    '%s: finishes within the budget and is a valid file with every node',
    async (format) => {
      const res = await exportAs(owner, id, format).expect(200);
      const body = res.body as Buffer;
      const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1];
      if (format === 'svg') {
        const svg = body.toString('utf8');
        expect(svg).toMatch(/^<\?xml[^]*<svg [^>]*viewBox="[-\d.]+ [-\d.]+ [\d.]+ [\d.]+"[^]*<\/svg>\n$/);
        for (const label of LABELS) expect(svg).toContain(label);
      } else if (format === 'pdf') {
        const pages = readPdf(body);
        expect(pages.length).toBeGreaterThan(1);
        expect(pages.length).toBeLessThanOrEqual(PDF_MAX_PAGES);
        const texts = new Set(pages.flatMap((p) => p.texts));
        for (const label of LABELS) expect(texts).toContain(label);
      } else if (format === 'html-zip' || format === 'md-zip') {
        const files = Object.keys(unzipSync(new Uint8Array(body)));
        expect(files).toHaveLength(LABELS.length + 1);
      } else {
        const back = readImportFile(name, new Uint8Array(body));
        const count = back.outline ? outlineStats(back.outline).nodes : back.document!.nodes.length;
        expect(count).toBe(LABELS.length);
      }
    },
    120_000,
  );

  it('png: refused at once with the reason, as for any map too big for one', async () => {
    const res = await exportAs(owner, id, 'png').expect(413);
    expect(JSON.parse((res.body as Buffer).toString('utf8'))).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: expect.stringMatching(/too large for a PNG.*Export it as PDF or SVG/),
    });
  });
});

describe('export budgets', () => {
  it('over its time budget: 503 EXPORT_TIMED_OUT, its thread replaced, and the pool runs the next task', async () => {
    // Uploads are read inline, so only the export goes to the pool; a millisecond is far less than any PDF takes.
    const t = await startTestApp({ exportTimeoutMs: 1, inlineBodyBytes: 100 * 1024 * 1024 });
    try {
      const owner = await signedUpAgent(t.app, OWNER);
      const id = await upload(owner, 'Slow', grid(3000));
      const before = await poolOf(owner);
      const res = await exportAs(owner, id, 'pdf').expect(503);
      expect(JSON.parse((res.body as Buffer).toString('utf8'))).toMatchObject({
        code: 'EXPORT_TIMED_OUT',
        message: expect.stringMatching(/longer than the 0.001 s an export may take/),
      });
      const after = await poolOf(owner);
      expect(after.cancelled - before.cancelled).toBe(1);
      expect(after.replaced - before.replaced).toBe(1);
      expect(after).toMatchObject({ failed: 0, acceptsTasks: true });
      // The pool still answers: a chat-free, export-free pool task, a big import.
      const topics = '<outline text="Topic"/>'.repeat(3000);
      const opml = `<?xml version="1.0"?><opml version="2.0"><head/><body><outline text="Root">${topics}</outline></body></opml>`;
      await owner.post('/api/maps/import').attach('file', Buffer.from(opml), 'big.opml').expect(201);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('over its memory budget: 422 EXPORT_TOO_LARGE before the head, its thread replaced', async () => {
    // One megabyte of heap: the thread holds more than that as soon as it has read the map.
    const t = await startTestApp({ exportMemoryMb: 1, inlineBodyBytes: 100 * 1024 * 1024 });
    try {
      const owner = await signedUpAgent(t.app, OWNER);
      const id = await upload(owner, 'Heavy', grid(3000));
      const before = await poolOf(owner);
      const res = await exportAs(owner, id, 'pdf').expect(422);
      expect(JSON.parse((res.body as Buffer).toString('utf8'))).toMatchObject({
        code: 'EXPORT_TOO_LARGE',
        message: expect.stringMatching(/more than the 1 MB of memory an export may use/),
      });
      const after = await poolOf(owner);
      expect(after.replaced - before.replaced).toBe(1);
      expect(after).toMatchObject({ busy: 0, acceptsTasks: true });
      // The pool still runs what it is given: a big import (its reading has no export budget).
      const topics = '<outline text="Topic"/>'.repeat(3000);
      const opml = `<?xml version="1.0"?><opml version="2.0"><head/><body><outline text="Root">${topics}</outline></body></opml>`;
      await owner.post('/api/maps/import').attach('file', Buffer.from(opml), 'big.opml').expect(201);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('a notes zip whose images pass their budget: 422 EXPORT_TOO_LARGE naming it', async () => {
    const t = await startTestApp({ exportMaxImageBytes: 100 });
    try {
      const owner = await signedUpAgent(t.app, OWNER);
      const id = await createMap(owner, 'Pictures');
      // Two 68-byte images: 136 bytes, over the 100 allowed.
      const urls: string[] = [];
      for (const name of ['a.png', 'b.png']) {
        const up = await owner
          .post('/api/s3/uploadAsset')
          .field('owner', OWNER)
          .field('mapId', id)
          .field('imageName', name)
          .attach('image', PNG_1PX, { filename: name, contentType: 'image/png' })
          .expect(200);
        urls.push(up.body.url as string);
      }
      const nodes = urls.map((url, i) => ({
        position: { x: i * 300, y: 0 },
        data: { id: `p${i}`, label: `Picture ${i}`, description: `<p><img src="${url}"></p>` },
      }));
      await owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '*')
        .send({ nodes, edges: [] })
        .expect(200);
      const res = await exportAs(owner, id, 'md-zip').expect(422);
      expect(JSON.parse((res.body as Buffer).toString('utf8'))).toMatchObject({
        code: 'EXPORT_TOO_LARGE',
        message: expect.stringMatching(/images of this export add up to more than/),
      });
      await exportAs(owner, id, 'md').expect(200);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('a worker thread that dies under an export', () => {
  it('fails that export only; the pool starts another thread and answers the next tasks', async () => {
    const t = await startTestApp();
    try {
      const owner = await signedUpAgent(t.app, OWNER);
      const id = await upload(owner, 'Big', grid(20_000));
      const workers = t.app.get(DocumentWorkers);
      const port = await listeningPort(t.app);
      const cookie = await sessionCookie(t.app, OWNER);
      const before = await poolOf(owner);
      // An SVG of 20,000 nodes, not read by its client: the task sits in its thread, mid-file.
      const open = openRequest(
        port,
        '/api/documents/export',
        cookie,
        { id, owner: OWNER, outputFormat: 'svg' },
        { read: false },
      );
      await open.head;
      await Promise.all(workers.threads().map((thread) => thread.terminate()));
      let after = await poolOf(owner);
      while (after.busy > 0) after = await poolOf(owner);
      expect(after.failed - before.failed).toBe(1);
      expect(after.replaced - before.replaced).toBe(1);
      expect(after.acceptsTasks).toBe(true);
      open.hangUp();
      await owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '*')
        .send(grid(3000))
        .expect(200);
      const json = await exportAs(owner, id, 'json').expect(200);
      expect(JSON.parse((json.body as Buffer).toString('utf8')).nodes).toHaveLength(3000);
    } finally {
      await t.close();
    }
  }, 300_000);
});

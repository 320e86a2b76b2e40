import { unzipSync, strFromU8 } from 'fflate';
import type request from 'supertest';
import { exportDocument, parseMapDocument, type MapDocument } from '@mapa/model';
import { DocumentWorkers } from '../workers/documentWorkers';
import { createMap, docHeaders, signedUpAgent, startTestApp, type TestApp } from '../../test/testApp';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'worker-export@example.com';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A tree of `n` nodes (node i's parent is (i-1)/4) on a grid, a note on every tenth, `image` in the first. */
function tree(n: number, image = '') {
  const nodes = [];
  const edges = [];
  for (let i = 0; i < n; i++) {
    const note =
      i === 0 && image ? `<p>See <img src="${image}"></p>` : i % 10 === 0 ? `<p>Notes ${i}</p>` : '';
    nodes.push({
      position: { x: (i % 300) * 320, y: Math.floor(i / 300) * 160 },
      data: { id: `n${i}`, label: `Node ${i}`, description: note },
    });
    if (i > 0) edges.push({ data: { id: `e${i}`, source: `n${Math.floor((i - 1) / 4)}`, target: `n${i}` } });
  }
  return { nodes, edges };
}

/** Starts an export and follows its response: `ended` turns true when the whole file has arrived. */
function startExport(agent: Agent, id: string, outputFormat: string) {
  const state = { ended: false };
  const response = agent
    .post('/api/documents/export')
    .send({ id, owner: OWNER, outputFormat, entitiesToExport: [] })
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        state.ended = true;
        done(null, Buffer.concat(chunks));
      });
    })
    .then((res) => res);
  return { state, response };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('export of a big map in the worker pool', () => {
  let t: TestApp;
  let owner: Agent;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedUpAgent(t.app, OWNER);
    id = await createMap(owner, 'Big');
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '*')
      .send(tree(100_000))
      .expect(200);
  }, 180_000);
  afterAll(() => t?.close());

  it('answers /api/health while a 100k-node export is being converted, then delivers the whole file', async () => {
    const workers = t.app.get(DocumentWorkers);
    const exporting = startExport(owner, id, 'json');
    // The state to wait for: the export is in the worker pool (or, were it on the main thread, already over).
    while (workers.running('exportTask') === 0 && !exporting.state.ended) await nextTurn();
    await owner.get('/api/health').expect(200);
    expect(exporting.state.ended).toBe(false);
    const res = await exporting.response;
    expect(res.status).toBe(200);
    const back = JSON.parse((res.body as Buffer).toString('utf8')) as { nodes: unknown[]; edges: unknown[] };
    expect(back.nodes).toHaveLength(100_000);
    expect(back.edges).toHaveLength(99_999);
  }, 180_000);
});

/** An OPML outline of `n` topics, four children each, a note on every tenth. */
function opml(n: number): Buffer {
  const children: number[][] = Array.from({ length: n }, () => []);
  for (let i = 1; i < n; i++) children[Math.floor((i - 1) / 4)].push(i);
  const write = (i: number): string => {
    const note = i % 10 === 0 ? ` _note="Notes ${i}"` : '';
    const inner = children[i].map(write).join('');
    return inner
      ? `<outline text="Topic ${i}"${note}>${inner}</outline>`
      : `<outline text="Topic ${i}"${note}/>`;
  };
  return Buffer.from(
    `<?xml version="1.0"?><opml version="2.0"><head><title>Big</title></head><body>${write(0)}</body></opml>`,
  );
}

describe('import of a big file in the worker pool', () => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedUpAgent(t.app, OWNER);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers /api/health while a 60k-topic OPML is being converted, then makes the whole map', async () => {
    const workers = t.app.get(DocumentWorkers);
    const state = { ended: false };
    const importing = owner
      .post('/api/maps/import')
      .attach('file', opml(60_000), 'big.opml')
      .then((res) => {
        state.ended = true;
        return res;
      });
    // The state to wait for: the conversion is in the worker pool (or, were it on the main thread, already over).
    while (workers.running('readImportTask') === 0 && !state.ended) await nextTurn();
    await owner.get('/api/health').expect(200);
    expect(state.ended).toBe(false);
    const res = await importing;
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), nodes: 60_000, edges: 59_999 });
    const doc = await owner.get('/api/documents/download').set(docHeaders(res.body.id, OWNER)).expect(200);
    expect(doc.body.nodes).toHaveLength(60_000);
    expect(doc.body.canvas.nodesOrder).toHaveLength(60_000);
  }, 180_000);
});

// Every format through the worker (inline threshold 0), checked against the model's own writer on the stored map.
describe('every export format through the worker pool', () => {
  let t: TestApp;
  let owner: Agent;
  let id: string;
  let stored: MapDocument;
  beforeAll(async () => {
    t = await startTestApp({ inlineBodyBytes: 0 });
    owner = await signedUpAgent(t.app, OWNER);
    id = await createMap(owner, 'Plano');
    const up = await owner
      .post('/api/s3/uploadAsset')
      .field('owner', OWNER)
      .field('mapId', id)
      .field('imageName', 'dot.png')
      .attach('image', PNG_1PX, { filename: 'dot.png', contentType: 'image/png' })
      .expect(200);
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '*')
      .send(tree(40, up.body.url as string))
      .expect(200);
    const download = await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
    const parsed = parseMapDocument(JSON.stringify(download.body));
    if (!parsed.ok) throw new Error('the stored map does not parse');
    stored = parsed.document as MapDocument;
  }, 60_000);
  afterAll(() => t?.close());

  const body = async (format: string) => {
    const res = await startExport(owner, id, format).response;
    expect(res.status).toBe(200);
    return res;
  };

  it.each(['json', 'opml', 'mm', 'md', 'mermaid'])('%s is what the model writes', async (format) => {
    const res = await body(format);
    const file = exportDocument(stored, format as 'json', { title: 'Plano', entities: [] });
    expect(res.headers['content-disposition']).toContain(file.fileName);
    expect((res.body as Buffer).toString('utf8')).toBe([...(file.body as Iterable<string>)].join(''));
  });

  it('imports through the worker: icons stored and pointed at, a bad file refused by name', async () => {
    const mm =
      '<map><node TEXT="Trip"><node TEXT="Idea"><icon BUILTIN="idea"/></node><node TEXT="Odd"><icon BUILTIN="no-such-icon"/></node></node></map>';
    const res = await owner.post('/api/maps/import').attach('file', Buffer.from(mm), 'trip.mm').expect(201);
    const doc = await owner.get('/api/documents/download').set(docHeaders(res.body.id, OWNER)).expect(200);
    const idea = doc.body.nodes.find((n: { data: { label: string } }) => n.data.label === 'Idea');
    expect(idea.data).toMatchObject({ icon: 'bulb', image: 'icon-bulb.svg' });
    const odd = doc.body.nodes.find((n: { data: { label: string } }) => n.data.label === 'Odd');
    expect(odd.data.icon).toBeUndefined();
    const icon = await owner
      .post('/api/s3/getSignedUrl')
      .send({
        objectOwnerEmail: OWNER,
        contentType: 'image/svg+xml',
        isPublic: false,
        documentId: res.body.id,
        resourcePath: 'assets/icon-bulb.svg',
        method: 'GET',
      })
      .expect(200);
    const svg = await t
      .http()
      .get(icon.body.signedUrl)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(svg.body).toContain('<svg');
    const bad = await owner
      .post('/api/maps/import')
      .attach(
        'file',
        Buffer.from('<opml version="2.0">\n<body><outline text="x">\n</body></opml>'),
        'bad.opml',
      )
      .expect(400);
    expect(bad.body).toMatchObject({
      code: 'INVALID_FILE',
      message: expect.stringMatching(/^bad\.opml: line \d+/),
      reason: { code: 'XML_NOT_WELL_FORMED', params: { detail: expect.any(String) }, line: 3 },
    });
  });

  it('writes SVG, PDF and PNG from the worker', async () => {
    expect((await body('svg')).body.toString('utf8')).toContain('Node 39');
    expect((await body('pdf')).body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const png = (await body('png')).body as Buffer;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  }, 60_000);

  it('refuses a PNG of a map too tall to be legible in one, with the reason, not a 500', async () => {
    const tall = await createMap(owner, 'Tall');
    const column = tree(300);
    column.nodes.forEach((n, i) => (n.position = { x: 0, y: i * 160 }));
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(tall, OWNER))
      .set('If-Match', '*')
      .send(column)
      .expect(200);
    const res = await owner
      .post('/api/documents/export')
      .send({ id: tall, owner: OWNER, outputFormat: 'png', entitiesToExport: [] })
      .expect(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    expect(res.body.message).toMatch(
      /too large for a PNG: .* 16,384 pixels a side .* Export it as PDF or SVG/,
    );
  });

  it('md-zip: the worker asks the main thread for the note image, which goes into the zip', async () => {
    const res = await startExport(owner, id, 'md-zip').response;
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(files['images/1.png'] && Buffer.compare(Buffer.from(files['images/1.png']), PNG_1PX)).toBe(0);
    expect(strFromU8(files['01-node-0.md'])).toContain('![](images/1.png)');
    expect(Object.keys(files)).toHaveLength(40 + 1 + 1);
  });
});

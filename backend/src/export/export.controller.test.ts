import { unzipSync, strFromU8 } from 'fflate';
import type request from 'supertest';
import { importFile, readImportFile, outlineStats } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'exp-owner@example.com';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A small tree: a root, three children with notes, and a grandchild; one note shows an uploaded image. */
function document(imageUrl: string) {
  const node = (id: string, label: string, x: number, y: number, description?: string) => ({
    position: { x, y },
    data: { id, label, description },
  });
  return {
    nodes: [
      node('root', 'Plano: 2025', 0, 0, '<p>The <strong>plan</strong></p>'),
      node('a', 'Ação & <risco>', 400, -150, `<p>See <img src="${imageUrl}"></p>`),
      node('b', 'Budget', 400, 0, '<ul><li>one</li><li>two</li></ul>'),
      node('c', 'Calendar', 400, 150),
      node('a1', 'Deep', 800, -150),
    ],
    edges: [
      { data: { id: 'e1', source: 'root', target: 'a' } },
      { data: { id: 'e2', source: 'root', target: 'b' } },
      { data: { id: 'e3', source: 'root', target: 'c' } },
      { data: { id: 'e4', source: 'a', target: 'a1' } },
    ],
  };
}

describeEachBackend('export and import of files', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;
  let mapId: string;

  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
    stranger = await signedUpAgent(t.app, 'exp-stranger@example.com');
    mapId = await createMap(owner, 'Plano: 2025');
    const up = await owner
      .post('/api/s3/uploadAsset')
      .field('owner', OWNER)
      .field('mapId', mapId)
      .field('imageName', 'dot.png')
      .attach('image', PNG_1PX, { filename: 'dot.png', contentType: 'image/png' })
      .expect(200);
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(mapId, OWNER))
      .set('If-Match', '"0"')
      .send(document(up.body.url))
      .expect(200);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close());

  const exportAs = (agent: Agent, outputFormat: string, entitiesToExport: string[] = []) =>
    agent
      .post('/api/documents/export')
      .send({ id: mapId, owner: OWNER, outputFormat, entitiesToExport })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it.each([
    ['json', 'application/json', 'plano__2025.json'],
    ['opml', 'text/x-opml', 'plano__2025.opml'],
    ['mm', 'application/x-freemind', 'plano__2025.mm'],
    ['md', 'text/markdown', 'plano__2025.md'],
    ['mermaid', 'text/plain', 'plano__2025.mmd'],
    ['xmind', 'application/vnd.xmind.workbook', 'plano__2025.xmind'],
  ])(
    '%s: answers the file with its type and name, and it reads back as the same tree',
    async (format, type, name) => {
      const res = await exportAs(owner, format).expect(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toContain(`filename="${name}"`);
      const back = readImportFile(name, new Uint8Array(res.body as Buffer));
      const count = back.outline
        ? outlineStats(back.outline)
        : { nodes: back.document!.nodes.length, depth: 3 };
      expect(count).toEqual({ nodes: 5, depth: 3 });
    },
  );

  it('exports the chosen entities only, in order', async () => {
    const res = await exportAs(owner, 'md', ['c', 'b']).expect(200);
    const text = (res.body as Buffer).toString('utf8');
    expect(text.indexOf('Calendar')).toBeLessThan(text.indexOf('Budget'));
    expect(text).not.toContain('Deep');
  });

  it('md-zip and html-zip: one file per node, an index, and the image the note shows', async () => {
    const res = await exportAs(owner, 'md-zip', ['a', 'root']).expect(200);
    expect(res.headers['content-disposition']).toContain('filename="export.zip"');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files).sort()).toEqual([
      '01-acao-risco.md',
      '02-plano-2025.md',
      'images/1.png',
      'index.md',
    ]);
    expect(strFromU8(files['01-acao-risco.md'])).toContain('![](images/1.png)');
    expect(Buffer.compare(Buffer.from(files['images/1.png']), PNG_1PX)).toBe(0);
    const html = unzipSync(new Uint8Array((await exportAs(owner, 'html-zip').expect(200)).body as Buffer));
    expect(Object.keys(html)).toHaveLength(5 + 1 + 1);
  });

  it('svg: a vector drawing of every node with its title as text', async () => {
    const res = await exportAs(owner, 'svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const svg = (res.body as Buffer).toString('utf8');
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    for (const title of ['Plano: 2025', 'Ação &amp; &lt;risco&gt;', 'Budget', 'Calendar', 'Deep'])
      expect(svg).toContain(title);
  });

  it('pdf: a vector PDF with the label font embedded', async () => {
    const res = await exportAs(owner, 'pdf').expect(200);
    const pdf = (res.body as Buffer).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/FontFile2|\/BaseFont \/Helvetica/);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('png: a PNG twice the map size', async () => {
    const res = await exportAs(owner, 'png').expect(200);
    const png = res.body as Buffer;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBeGreaterThan(2 * 1050);
    expect(height).toBeGreaterThan(2 * 400);
    expect(png.subarray(png.length - 8, png.length - 4).toString('latin1')).toBe('IEND');
  });

  it('needs read access: strangers get 404, bad formats 400', async () => {
    await exportAs(stranger, 'json').expect(404);
    await exportAs(t.http() as unknown as Agent, 'json').expect(404);
    await exportAs(owner, 'docx').expect(400);
  });

  it('imports a file as a new map: 201 {id, nodes, edges}, laid out, notes kept and sanitised', async () => {
    const mm = Buffer.from(
      '<map version="1.0.1"><node TEXT="Trip"><node TEXT="Before"><richcontent TYPE="NOTE"><html><body><p onclick="x()">Book <b>it</b></p><script>alert(1)</script></body></html></richcontent><icon BUILTIN="idea"/></node><node TEXT="After"/></node></map>',
    );
    const res = await owner
      .post('/api/maps/import')
      .field('title', 'My trip')
      .attach('file', mm, 'trip.mm')
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(String), nodes: 3, edges: 2 });
    const info = await owner.get(`/api/maps/${res.body.id}`).expect(200);
    expect(info.body.name).toBe('My trip');
    const doc = await owner.get('/api/documents/download').set(docHeaders(res.body.id, OWNER)).expect(200);
    const before = doc.body.nodes.find((n: { data: { label: string } }) => n.data.label === 'Before');
    expect(before.data.description).toContain('<b>it</b>');
    expect(before.data.description).not.toMatch(/onclick|script|alert/);
    expect(before.data.icon).toBe('bulb');
    expect(before.data.image).toBe('icon-bulb.svg');
    await owner
      .post('/api/s3/getImage')
      .send({ owner: OWNER, mapId: res.body.id, imageName: 'icon-bulb.svg' })
      .expect(200);
    const positions = new Set(
      doc.body.nodes.map((n: { position: { x: number; y: number } }) => `${n.position.x},${n.position.y}`),
    );
    expect(positions.size).toBe(3);
    // The file name gives the title when none is sent.
    const md = await owner
      .post('/api/maps/import')
      .attach('file', Buffer.from('- a\n  - b\n'), 'Ideas.md')
      .expect(201);
    expect((await owner.get(`/api/maps/${md.body.id}`)).body.name).toBe('Ideas');
  });

  it("names an imported map after the file's own title before its file name", async () => {
    const named = async (name: string, content: string) => {
      const res = await owner.post('/api/maps/import').attach('file', Buffer.from(content), name).expect(201);
      return (await owner.get(`/api/maps/${res.body.id}`).expect(200)).body.name as string;
    };
    expect(
      await named(
        'export.opml',
        '<opml version="2.0"><head><title>Trip plans</title></head><body><outline text="Go"/></body></opml>',
      ),
    ).toBe('Trip plans');
    expect(await named('notes.md', 'Intro text\n\n# Garden\n\n## Roses\n\n# Shed\n')).toBe('Garden');
    expect(
      await named('map.mm', '<map version="1.0.1"><node TEXT="Holiday"><node TEXT="Sea"/></node></map>'),
    ).toBe('Holiday');
    expect(await named('tree.json', '{"name": "Family", "children": [{"name": "Ann"}]}')).toBe('Family');
    expect(
      await named(
        'backup.json',
        '{"title": "Biology", "nodes": [{"position": {"x": 0, "y": 0}, "data": {"id": "a", "label": "Cell"}}], "edges": []}',
      ),
    ).toBe('Biology');
  });

  it('gives an imported map the theme sent with it, and refuses an unknown theme creating no map', async () => {
    const res = await owner
      .post('/api/maps/import')
      .field('theme', 'midnight')
      .attach('file', Buffer.from('- a\n  - b\n'), 'Night.md')
      .expect(201);
    const doc = await owner.get('/api/documents/download').set(docHeaders(res.body.id, OWNER)).expect(200);
    expect(doc.body.settings).toMatchObject({ theme: 'midnight' });
    const before = Object.keys((await owner.get('/api/getAvailableTrees').expect(200)).body).length;
    const bad = await owner
      .post('/api/maps/import')
      .field('theme', 'dusk')
      .attach('file', Buffer.from('- a\n'), 'Dusk.md')
      .expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', path: 'theme' });
    expect(Object.keys((await owner.get('/api/getAvailableTrees').expect(200)).body)).toHaveLength(before);
  });

  it('refuses a bad file naming the line, and creates no map', async () => {
    const before = Object.keys((await owner.get('/api/getAvailableTrees').expect(200)).body).length;
    const res = await owner
      .post('/api/maps/import')
      .attach(
        'file',
        Buffer.from('<opml version="2.0">\n<head/>\n<body><outline text="x">\n</body></opml>'),
        'bad.opml',
      )
      .expect(400);
    expect(res.body.code).toBe('INVALID_FILE');
    expect(res.body.message).toMatch(/^bad\.opml: line \d+, column \d+: not well-formed XML/);
    // The reason, for the editor to word in its reader's language.
    expect(res.body.reason).toEqual({
      code: 'XML_NOT_WELL_FORMED',
      params: { detail: expect.any(String) },
      line: expect.any(Number),
      column: expect.any(Number),
    });
    const bomb = await owner
      .post('/api/maps/import')
      .attach('file', Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><map><node TEXT="&a;"/></map>'), 'x.mm')
      .expect(400);
    expect(bomb.body.message).toMatch(/never expanded or fetched/);
    expect(bomb.body.reason).toEqual({ code: 'XML_ENTITIES', params: {}, line: 1, column: 1 });
    const tree = await owner
      .post('/api/maps/import')
      .attach('file', Buffer.from('{"name": "Root", "children": [{"name": "a"}, 7]}'), 'tree.json')
      .expect(400);
    expect(tree.body).toMatchObject({
      code: 'INVALID_FILE',
      path: '$.children[1]',
      reason: { code: 'JSON_CHILD_NOT_OBJECT', params: {} },
    });
    await owner
      .post('/api/maps/import')
      .attach('file', Buffer.alloc(21 * 1024 * 1024, 0x20), 'big.md')
      .expect(413);
    await t.http().post('/api/maps/import').attach('file', Buffer.from('# x'), 'x.md').expect(401);
    expect(Object.keys((await owner.get('/api/getAvailableTrees').expect(200)).body)).toHaveLength(before);
    expect(importFile).toBeDefined();
  }, 60_000);
});

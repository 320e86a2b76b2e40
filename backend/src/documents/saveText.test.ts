import type request from 'supertest';
import { BLANK_IMAGE_URL, createNode, type Operation, type Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { BAD, BAD_REFS, unsafeDocument, unsafeStrings } from '../../test/unsafeText';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'save-text@example.com';

let seq = 0;
const tx = (ops: Operation[]): Transaction => ({
  id: `text_${seq++}`,
  label: 'node.created',
  source: 'user',
  ops,
});

/** Whole uploads, transactions, imports and map metadata: what a map keeps of text and addresses (issue #33). */
describeEachBackend('saves store text without unsafe characters and addresses', (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const download = async (id: string) =>
    (await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200)).body;

  it('a whole upload: every text cleaned, unsafe addresses dropped, the rest kept', async () => {
    const id = await createMap(owner);
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '*')
      .send(unsafeDocument())
      .expect(200);
    const doc = await download(id);
    expect(unsafeStrings(doc)).toEqual([]);
    const [root, kid] = doc.nodes;
    expect(root.data).toEqual({ id: 'root', label: 'Root\t\n\rx', description: '<p>Note\t\n\rx</p>' });
    expect(kid.data).toMatchObject({ label: 'Kid\t\n\rx', imageURL: '/api/images/x/y.png' });
    expect(doc.edges[0].data.label).toBe('Edge\t\n\rx');
    expect(doc.htmlContent).toBe('<p>Doc\t\n\rx</p>');
    expect(doc.canvas.drawingData.texts[0].text).toBe('Annotation\t\n\rx');
    expect(doc.canvas.backgroundImages[0]).toMatchObject({
      id: 'bg',
      name: 'Back\t\n\rx',
      url: BLANK_IMAGE_URL,
    });
    expect(doc.settings).not.toHaveProperty('defaultImageURL');
  });

  it('transactions: what is stored and what is logged for other editors are cleaned alike', async () => {
    const id = await createMap(owner);
    const node = createNode({ position: { x: 0, y: 0 }, label: `N${BAD}` });
    node.data.imageURL = 'java\tscript:alert(1)';
    const changed = {
      ...node,
      data: { ...node.data, description: `<p>d${BAD}${BAD_REFS}</p>`, icon: 'javascript:x' },
    };
    const image = { id: 'bg', url: 'javascript:alert(3)', bounds: { x: 0, y: 0, width: 9, height: 9 } };
    const transactions = [
      tx([{ type: 'node.add', node }]),
      tx([
        { type: 'node.update', id: node.data.id, from: node, to: changed },
        { type: 'settings.update', key: 'defaultImageURL', to: 'vbscript:msgbox(1)' },
        { type: 'image.add', image, index: 0 },
        { type: 'document.update', key: 'htmlContent', from: '', to: `<p>h${BAD}</p>` },
        {
          type: 'drawing.update',
          to: { paths: [], texts: [{ x: 0, y: 0, text: `a${BAD}`, fontSize: 16, color: '#000' }] },
        },
      ]),
    ];
    await owner.post('/api/documents/transactions').send({ id, baseVersion: 0, transactions }).expect(200);
    const doc = await download(id);
    expect(unsafeStrings(doc)).toEqual([]);
    expect(doc.nodes[0].data).toMatchObject({ label: 'N\t\n\rx', description: '<p>d\t\n\rx</p>' });
    expect(doc.nodes[0].data).not.toHaveProperty('imageURL');
    expect(doc.canvas.backgroundImages[0].url).toBe(BLANK_IMAGE_URL);
    const pulled = await owner.get('/api/documents/transactions').query({ id, since: 0 }).expect(200);
    expect(pulled.body.transactions).toHaveLength(2);
    expect(unsafeStrings(pulled.body.transactions)).toEqual([]);
  });

  it('an import: the file name, the file’s text and its addresses', async () => {
    const file = Buffer.from(JSON.stringify(unsafeDocument()));
    const res = await owner
      .post('/api/maps/import')
      // A control character in a part header is refused by the multipart reader; these pass it.
      .attach('file', file, `Plan\u0085\uFFFE\u009F.json`)
      .expect(201);
    const info = await owner.get(`/api/maps/${res.body.id}`).expect(200);
    expect(info.body.name).toBe('Plan');
    expect(unsafeStrings(await download(res.body.id))).toEqual([]);
    const mm = Buffer.from(`<map version="1.0.1"><node TEXT="R\u0001" LINK="javascript:alert(1)"/></map>`);
    const fromMm = await owner
      .post('/api/maps/import')
      // (A lone surrogate cannot cross a multipart body: the client sends U+FFFD for it.)
      .field('title', ` T\u0000\u0001\u001F\u007F\u0085\uFFFE `)
      .attach('file', mm, 'r.mm')
      .expect(201);
    expect((await owner.get(`/api/maps/${fromMm.body.id}`)).body.name).toBe('T');
    expect(unsafeStrings(await download(fromMm.body.id))).toEqual([]);
  });

  it('a map’s title, description and tags (PostgreSQL refused a NUL with a 500)', async () => {
    const created = await owner
      .post('/api/maps')
      .send({ title: `Title${BAD}` })
      .expect(201);
    const id = created.body.id as string;
    expect((await owner.get(`/api/maps/${id}`)).body.name).toBe('Title\t\n\rx');
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, treeTitle: `  New${BAD}  `, description: `D${BAD}` })
      .expect(200);
    const info = (await owner.get(`/api/maps/${id}`).expect(200)).body;
    expect([info.name, info.description]).toEqual(['New\t\n\rx', 'D\t\n\rx']);
    const tags = await owner
      .put(`/api/maps/${id}/tags`)
      .send({ tags: [`a${BAD}`, '\u0000b'] })
      .expect(200);
    expect(tags.body.tags).toEqual(['a\t\n\rx', 'b']);
    const copy = await owner.post(`/api/maps/${id}/duplicate`).send({ title: `Copy\u0000` }).expect(201);
    expect((await owner.get(`/api/maps/${copy.body.id}`)).body.name).toBe('Copy');
  });
});

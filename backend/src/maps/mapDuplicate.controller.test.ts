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

const OWNER = 'dup-owner@example.com';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
type Agent = ReturnType<typeof request.agent>;

describeEachBackend('POST /api/maps/:id/duplicate', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let reader: Agent;
  let stranger: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Olga');
    reader = await signedUpAgent(t.app, 'dup-reader@example.com', 'Rui');
    stranger = await signedUpAgent(t.app, 'dup-stranger@example.com', 'Sam');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const upload = (mapId: string, imageName: string, path = 'uploadImage') =>
    owner
      .post(`/api/s3/${path}`)
      .field('owner', OWNER)
      .field('mapId', mapId)
      .field('imageName', imageName)
      .field('contentType', 'image/png')
      .attach('image', PNG, { filename: 'x.png', contentType: 'image/png' })
      .expect(200);

  /** A map with a node showing an uploaded image, a background image, a description and a preview. */
  async function richMap(): Promise<string> {
    const id = await createMap(owner, 'Biology');
    const image = (await upload(id, 'cell.png')).body.imageName as string;
    const background = (await upload(id, 'wall.png', 'uploadAsset')).body.url as string;
    await upload(id, 'preview.png');
    await owner
      .post('/api/documents/transactions')
      .send({
        id,
        baseVersion: 0,
        transactions: [
          {
            id: `tx_${id}`,
            label: 'node.created',
            source: 'user',
            ops: [
              {
                type: 'node.add',
                node: { position: { x: 5, y: 6 }, data: { id: 'n1', label: 'Cell', image } },
              },
              { type: 'document.update', key: 'htmlContent', from: '', to: '<p>Plants</p>' },
              {
                type: 'image.add',
                image: { id: 'bg', url: background, bounds: { x: 0, y: 0, width: 50, height: 50 } },
                index: 0,
              },
            ],
          },
        ],
      })
      .expect(200);
    return id;
  }

  /**
   * An image's bytes read as the owner: its durable `/api/images/...` address redirects (after the access check)
   * to a signed URL, the server's own blob route (filesystem) or the S3 service's address.
   */
  const fetchBytes = async (url: string): Promise<Buffer> => {
    const signed = url.startsWith('/api/images/')
      ? ((await owner.get(url).expect(302)).headers.location as string)
      : url;
    if (!/^https?:/.test(signed)) return (await t.http().get(signed).expect(200)).body as Buffer;
    const res = await fetch(signed);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  const download = async (agent: Agent, id: string, owner: string) =>
    (await agent.get('/api/documents/download').set(docHeaders(id, owner)).expect(200)).body;

  it("copies the current document, its images and its preview into the caller's new map 'Copy of …'", async () => {
    const id = await richMap();
    const res = await owner.post(`/api/maps/${id}/duplicate`).send({}).expect(201);
    const copyId = res.body.id as string;
    expect(copyId).not.toBe(id);

    const trees = (await owner.get('/api/getAvailableTrees').expect(200)).body;
    expect(trees[copyId]).toMatchObject({ name: 'Copy of Biology', owner: OWNER, role: 'owner' });
    expect(trees[copyId].preview).toEqual(expect.any(String));
    expect(trees[id].preview).toEqual(expect.any(String));

    const copy = await download(owner, copyId, OWNER);
    expect(copy.htmlContent).toBe('<p>Plants</p>');
    expect(copy.nodes).toEqual([
      {
        position: { x: 5, y: 6 },
        data: expect.objectContaining({ id: 'n1', label: 'Cell', image: 'cell.png' }),
      },
    ]);
    expect(copy.canvas.backgroundImages[0].url).toBe(`/api/images/${copyId}/wall.png`);

    // The copy's own images and preview are there, readable through the copy.
    const image = await owner
      .post('/api/s3/getImage')
      .send({ owner: OWNER, mapId: copyId, imageName: 'cell.png' })
      .expect(200);
    expect(Buffer.compare(await fetchBytes(image.body.publicUrl as string), PNG)).toBe(0);
    await owner.get(`/api/images/${copyId}/wall.png`).expect(302);
    const preview = await owner.get(`/api/maps/${copyId}/preview.png`).expect(200);
    expect(Buffer.compare(preview.body as Buffer, PNG)).toBe(0);

    // Editing the copy leaves the original as it was.
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(copyId, OWNER))
      .set('If-Match', '*')
      .send({ nodes: [], edges: [] })
      .expect(200);
    expect((await download(owner, id, OWNER)).nodes).toHaveLength(1);
  });

  it('lets a reader copy a shared map into a map of their own, with the title they give', async () => {
    const id = await richMap();
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { 'dup-reader@example.com': 'reader' } })
      .expect(200);
    const res = await reader
      .post(`/api/maps/${id}/duplicate`)
      .send({ title: '  Cópia de Biologia  ' })
      .expect(201);
    const trees = (await reader.get('/api/getAvailableTrees').expect(200)).body;
    expect(trees[res.body.id]).toMatchObject({
      name: 'Cópia de Biologia',
      owner: 'dup-reader@example.com',
      role: 'owner',
    });
    expect((await download(reader, res.body.id, 'dup-reader@example.com')).nodes[0].data.label).toBe('Cell');
    // The owner does not see the reader's copy.
    expect((await owner.get('/api/getAvailableTrees').expect(200)).body[res.body.id]).toBeUndefined();
  });

  it('answers 404 to strangers, 401 without a session, and 400 naming a bad title; nothing is created', async () => {
    const id = await createMap(owner, 'Secret');
    const before = Object.keys((await stranger.get('/api/getAvailableTrees').expect(200)).body);
    const hidden = await stranger.post(`/api/maps/${id}/duplicate`).send({});
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('MAP_NOT_FOUND');
    expect((await t.http().post(`/api/maps/${id}/duplicate`).send({})).status).toBe(401);
    const bad = await owner.post(`/api/maps/${id}/duplicate`).send({ title: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', path: 'title' });
    expect(Object.keys((await stranger.get('/api/getAvailableTrees').expect(200)).body)).toEqual(before);
    expect(Object.keys((await owner.get('/api/getAvailableTrees').expect(200)).body).length).toBeGreaterThan(
      0,
    );
  });
});

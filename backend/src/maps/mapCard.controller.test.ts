import type request from 'supertest';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

describeEachBackend('map cards: favourites and tags', (backend) => {
  let t: TestApp;
  let owner: ReturnType<typeof request.agent>;
  let editor: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, 'olivia@example.com', 'Olivia');
    editor = await signedUpAgent(t.app, 'ed@example.com', 'Ed');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  it('keeps favourites per user and lists them in getAvailableTrees', async () => {
    const id = await createMap(owner, 'Fav');
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { 'ed@example.com': 'editor' } })
      .expect(200);
    await owner.put(`/api/maps/${id}/favorite`).send({ favorite: true }).expect(200);
    await owner.put(`/api/maps/${id}/favorite`).send({ favorite: true }).expect(200); // repeating is harmless
    expect((await owner.get('/api/getAvailableTrees')).body[id].favorite).toBe(true);
    expect((await editor.get('/api/getAvailableTrees')).body[id].favorite).toBe(false);
    await owner.put(`/api/maps/${id}/favorite`).send({ favorite: false }).expect(200);
    expect((await owner.get('/api/getAvailableTrees')).body[id].favorite).toBe(false);
  });

  it('stores tags trimmed, without blanks or repeats, and refuses bad ones naming the field', async () => {
    const id = await createMap(owner, 'Tagged');
    const res = await owner
      .put(`/api/maps/${id}/tags`)
      .send({ tags: [' work ', 'Work', '', 'ideas'] })
      .expect(200);
    expect(res.body).toEqual({ success: true, tags: ['work', 'ideas'] });
    expect((await owner.get('/api/getAvailableTrees')).body[id].tags).toEqual(['work', 'ideas']);
    const long = await owner.put(`/api/maps/${id}/tags`).send({ tags: ['x'.repeat(41)] });
    expect(long.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'tags.0' });
    const notList = await owner.put(`/api/maps/${id}/tags`).send({ tags: 'work' });
    expect(notList.body).toMatchObject({ statusCode: 400, path: 'tags' });
    expect((await owner.get('/api/getAvailableTrees')).body[id].tags).toEqual(['work', 'ideas']);
  });

  it('serves the uploaded preview.png and 404 before there is one', async () => {
    const id = await createMap(owner, 'Preview');
    const missing = await owner.get(`/api/maps/${id}/preview.png`);
    expect(missing.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await owner
      .post('/api/s3/uploadImage')
      .field('owner', 'olivia@example.com')
      .field('mapId', id)
      .field('imageName', 'preview.png')
      .attach('image', png, { filename: 'preview.png', contentType: 'image/png' })
      .expect(200);
    const got = await owner.get(`/api/maps/${id}/preview.png`).expect(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
  });
});

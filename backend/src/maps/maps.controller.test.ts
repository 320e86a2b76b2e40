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

const OWNER = 'owner@example.com';
type Agent = ReturnType<typeof request.agent>;

describeEachBackend('map access, metadata and sharing', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;
  let member: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Olivia');
    stranger = await signedUpAgent(t.app, 'stranger@example.com', 'Sam');
    member = await signedUpAgent(t.app, 'member@example.com', 'Mia');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const share = (id: string, body: object) =>
    owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, ...body })
      .expect(200);

  it('hides a private map from strangers and anonymous callers with 404 MAP_NOT_FOUND', async () => {
    const id = await createMap(owner);
    for (const res of [
      await stranger.get(`/api/maps/${id}`),
      await t.http().get(`/api/maps/${id}`),
      await stranger.get('/api/documents/download').set(docHeaders(id, OWNER)),
      await t.http().get('/api/documents/download').set(docHeaders(id, OWNER)),
      await stranger.put('/api/documents/upload').set(docHeaders(id, OWNER)).send({ nodes: [], edges: [] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'MAP_NOT_FOUND', message: 'Map not found' });
    }
    expect((await t.http().get('/api/maps/not-a-map-id!')).body.code).toBe('MAP_NOT_FOUND');
  });

  it('lets anyone read a public map as reader, and refuses a reader upload with 403', async () => {
    const id = await createMap(owner, 'Public');
    await share(id, { isPublic: true });
    const anon = await t.http().get(`/api/maps/${id}`).expect(200);
    expect(anon.body).toMatchObject({
      id,
      owner: OWNER,
      ownerName: 'Olivia',
      name: 'Public',
      isPublic: true,
      role: 'reader',
    });
    const doc = await t.http().get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
    expect(doc.headers['x-mapa-role']).toBe('reader');
    const upload = await stranger
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .send({ nodes: [], edges: [] });
    expect(upload.status).toBe(403);
    expect(upload.body.code).toBe('FORBIDDEN');
  });

  it('gives members their role: editors save, readers do not', async () => {
    const id = await createMap(owner);
    await share(id, { members: { 'Member@Example.com': 'editor' } });
    expect((await member.get(`/api/maps/${id}`)).body.role).toBe('editor');
    await member
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '*')
      .send({ nodes: [], edges: [] })
      .expect(200);
    expect((await member.get(`/api/getDocumentMembers?id=${id}`)).body).toEqual({
      'member@example.com': 'editor',
    });
    await share(id, { members: { 'member@example.com': 'reader' } });
    const res = await member
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .send({ nodes: [], edges: [] });
    expect(res.status).toBe(403);
    expect((await member.get(`/api/getDocumentMembers?id=${id}`)).status).toBe(403);
  });

  it('updates title and description for owner and editors; only the owner shares', async () => {
    const id = await createMap(owner, 'Before');
    await share(id, { members: { 'member@example.com': 'editor' } });
    await member
      .post('/api/s3/updateTreeMetadata')
      .send({ id, treeTitle: 'After', description: 'Notes', owner: OWNER })
      .expect(200, { success: true });
    expect((await owner.get(`/api/maps/${id}`)).body).toMatchObject({ name: 'After', description: 'Notes' });
    const grab = await member.post('/api/s3/updateTreeMetadata').send({ id, isPublic: true });
    expect(grab.status).toBe(403);
    const badEmail = await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { 'not-an-email': 'reader' } });
    expect(badEmail.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const wrongOwner = await member
      .post('/api/s3/updateTreeMetadata')
      .send({ id, treeTitle: 'X', owner: 'x@example.com' });
    expect(wrongOwner.status).toBe(404);
  });

  it('lists available trees for owners and members only', async () => {
    const id = await createMap(owner, 'Listed');
    await share(id, { members: { 'member@example.com': 'reader' } });
    const mine = (await owner.get('/api/getAvailableTrees').expect(200)).body;
    expect(mine[id]).toEqual({
      name: 'Listed',
      ownerName: 'Olivia',
      owner: OWNER,
      tags: [],
      path: `${OWNER}/${id}`,
      template: false,
      favorite: false,
      lastModified: expect.any(String),
      role: 'owner',
      preview: null,
    });
    expect((await member.get('/api/getAvailableTrees')).body[id]).toMatchObject({
      ownerName: 'Olivia',
      role: 'reader',
    });
    expect((await stranger.get('/api/getAvailableTrees')).body[id]).toBeUndefined();
    expect((await t.http().get('/api/getAvailableTrees')).status).toBe(401);
  });

  it('creates with a template name and deletes (owner only)', async () => {
    const res = await owner.post('/api/maps').send({ template: 'OrganogramTemplate' }).expect(201);
    const id: string = res.body.id;
    expect((await owner.get(`/api/maps/${id}`)).body.name).toBe('Untitled Map');
    const doc = await owner.get('/api/documents/download').set(docHeaders(id, OWNER));
    expect(doc.body.settings).toEqual({ templateEngine: 'OrganogramTemplate' });
    await share(id, { members: { 'member@example.com': 'editor' } });
    expect((await member.delete(`/api/maps/${id}`)).status).toBe(403);
    await owner.delete(`/api/maps/${id}`).expect(204);
    expect((await owner.get(`/api/maps/${id}`)).status).toBe(404);
    expect((await owner.get('/api/documents/download').set(docHeaders(id, OWNER))).status).toBe(404);
    expect((await t.http().post('/api/maps').send({})).status).toBe(401);
  });

  it('creates with a theme (the web app in dark mode sends one) and refuses an unknown theme', async () => {
    const res = await owner.post('/api/maps').send({ theme: 'midnight' }).expect(201);
    const doc = await owner.get('/api/documents/download').set(docHeaders(res.body.id, OWNER));
    expect(doc.body.settings).toEqual({ templateEngine: 'BaseTemplate', theme: 'midnight' });
    const listed = Object.keys((await owner.get('/api/getAvailableTrees')).body).length;
    const bad = await owner.post('/api/maps').send({ title: 'Dark', theme: 'dusk' });
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'theme' });
    expect(bad.body.message).toMatch(/^theme: Theme must be one of 'mapa', 'midnight', /);
    expect(Object.keys((await owner.get('/api/getAvailableTrees')).body)).toHaveLength(listed);
  });
});

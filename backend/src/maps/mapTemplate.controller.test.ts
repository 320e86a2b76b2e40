import type request from 'supertest';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

describeEachBackend('map cards: template flag and the caller role', (backend) => {
  let t: TestApp;
  let owner: ReturnType<typeof request.agent>;
  let editor: ReturnType<typeof request.agent>;
  let reader: ReturnType<typeof request.agent>;
  let id: string;

  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, 'tina@example.com', 'Tina');
    editor = await signedUpAgent(t.app, 'eddie@example.com', 'Eddie');
    reader = await signedUpAgent(t.app, 'rita@example.com', 'Rita');
    id = await createMap(owner, 'Weekly plan');
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { 'eddie@example.com': 'editor', 'rita@example.com': 'reader' } })
      .expect(200);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  it('lets the owner mark a map as a template and unmark it; every member sees the flag', async () => {
    expect((await owner.get('/api/getAvailableTrees')).body[id].template).toBe(false);
    const res = await owner.put(`/api/maps/${id}/template`).send({ template: true }).expect(200);
    expect(res.body).toEqual({ success: true, template: true });
    expect((await owner.get('/api/getAvailableTrees')).body[id].template).toBe(true);
    expect((await reader.get('/api/getAvailableTrees')).body[id].template).toBe(true);
    expect((await owner.get(`/api/maps/${id}`)).body.template).toBe(true);
    await owner.put(`/api/maps/${id}/template`).send({ template: false }).expect(200);
    expect((await editor.get('/api/getAvailableTrees')).body[id].template).toBe(false);
  });

  it('refuses the template flag to editors and readers (403) and a body without a boolean (400)', async () => {
    const byEditor = await editor.put(`/api/maps/${id}/template`).send({ template: true });
    expect(byEditor.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const byReader = await reader.put(`/api/maps/${id}/template`).send({ template: true });
    expect(byReader.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const bad = await owner.put(`/api/maps/${id}/template`).send({ template: 'yes' });
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'template' });
    expect((await owner.get('/api/getAvailableTrees')).body[id].template).toBe(false);
  });

  it("gives each caller's role in getAvailableTrees, so cards know who may edit tags", async () => {
    expect((await owner.get('/api/getAvailableTrees')).body[id].role).toBe('owner');
    expect((await editor.get('/api/getAvailableTrees')).body[id].role).toBe('editor');
    expect((await reader.get('/api/getAvailableTrees')).body[id].role).toBe('reader');
  });
});

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

function graph(description = '<p>hello</p>') {
  return {
    nodes: [
      { position: { x: 0, y: 0 }, data: { id: 'a', label: 'A', description, custom: 'kept' } },
      { position: { x: 300, y: 0 }, data: { id: 'b', label: 'B' } },
    ],
    edges: [{ data: { id: 'e', source: 'a', target: 'b' } }],
    version: 3,
    htmlContent: '<h1>Doc</h1>',
    canvas: { nodesOrder: ['a', 'b'] },
    settings: { templateEngine: 'BaseTemplate' },
  };
}

describeEachBackend('document download and upload', (backend) => {
  let t: TestApp;
  let owner: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Olivia');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  it('creates a map with an empty document at revision 0', async () => {
    const id = await createMap(owner);
    expect(id).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    const res = await owner
      .get('/api/documents/download')
      .query({ cacheBust: Date.now() })
      .set(docHeaders(id, OWNER));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      nodes: [],
      edges: [],
      version: 0,
      htmlContent: '',
      canvas: { nodesOrder: [] },
      settings: { templateEngine: 'BaseTemplate' },
    });
    expect(res.headers.etag).toBe('"0"');
    expect(res.headers['x-mapa-role']).toBe('owner');
    expect(new Date(res.headers['last-modified']).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('saves a document, bumps the revision and serves it back', async () => {
    const id = await createMap(owner);
    const put = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .send(graph());
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, revision: 1 });
    expect(put.headers.etag).toBe('"1"');
    expect(Date.parse(put.body.lastModified)).not.toBeNaN();
    const second = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"1"')
      .send(graph('<p>two</p>'));
    expect(second.body.revision).toBe(2);
    const got = await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
    expect(got.headers.etag).toBe('"2"');
    expect(got.body.nodes[0].data).toMatchObject({ id: 'a', description: '<p>two</p>', custom: 'kept' });
    expect(got.body.edges).toHaveLength(1);
    const info = await owner.get(`/api/maps/${id}`).expect(200);
    expect(info.body).toMatchObject({ revision: 2, lastModified: second.body.lastModified, role: 'owner' });
  });

  it('refuses a stale write with 409 CONFLICT_DETECTED and leaves the stored map unchanged', async () => {
    const id = await createMap(owner);
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .send(graph('<p>v1</p>'))
      .expect(200);
    const stale = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .send(graph('<p>stale</p>'));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'CONFLICT_DETECTED' });
    const got = await owner.get('/api/documents/download').set(docHeaders(id, OWNER));
    expect(got.headers.etag).toBe('"1"');
    expect(got.body.nodes[0].data.description).toBe('<p>v1</p>');
  });

  it('lets exactly one of two concurrent saves based on the same revision win', async () => {
    const id = await createMap(owner);
    const save = (text: string) =>
      owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '"0"')
        .send(graph(`<p>${text}</p>`));
    const texts = ['left', 'right', 'third'];
    const results = await Promise.all(texts.map(save));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = texts[results.findIndex((r) => r.status === 200)];
    const got = await owner.get('/api/documents/download').set(docHeaders(id, OWNER));
    expect(got.headers.etag).toBe('"1"');
    expect(got.body.nodes[0].data.description).toBe(`<p>${winner}</p>`);
  });

  it('refuses an invalid document with 400 naming the path, and keeps the stored one', async () => {
    const id = await createMap(owner);
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .send(graph('<p>good</p>'))
      .expect(200);
    const bad = graph();
    (bad.nodes[0].data as { id: unknown }).id = 42;
    const res = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"1"')
      .send(bad);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'INVALID_DOCUMENT', path: 'nodes[0].data.id' });
    expect(res.body.message).toContain('nodes[0].data.id');
    const got = await owner.get('/api/documents/download').set(docHeaders(id, OWNER));
    expect(got.headers.etag).toBe('"1"');
    expect(got.body.nodes[0].data.description).toBe('<p>good</p>');
  });

  it('refuses a body that is not JSON with 400 INVALID_JSON', async () => {
    const id = await createMap(owner);
    const res = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .set('Content-Type', 'application/json')
      .send('{"nodes": [');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
    const got = await owner.get('/api/documents/download').set(docHeaders(id, OWNER));
    expect(got.headers.etag).toBe('"0"');
  });

  it('sanitises node descriptions and htmlContent before storing', async () => {
    const id = await createMap(owner);
    const doc = graph(
      '<p onclick="steal()">hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    );
    doc.htmlContent = '<p>intro</p><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>';
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .send(doc)
      .expect(200);
    const got = await owner.get('/api/documents/download').set(docHeaders(id, OWNER));
    const description: string = got.body.nodes[0].data.description;
    expect(description).not.toMatch(/script|onclick|javascript:|alert/);
    expect(description).toContain('<p>hi');
    expect(got.body.htmlContent).toBe('<p>intro</p><img src="x" />');
  });

  it('normalises on save: dangling edges dropped, nodesOrder completed', async () => {
    const id = await createMap(owner);
    const doc = graph();
    doc.edges.push({ data: { id: 'dangling', source: 'a', target: 'ghost' } });
    doc.canvas.nodesOrder = ['ghost', 'b'];
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .send(doc)
      .expect(200);
    const got = await owner.get('/api/documents/download').set(docHeaders(id, OWNER));
    expect(got.body.edges.map((e: { data: { id: string } }) => e.data.id)).toEqual(['e']);
    expect(got.body.canvas.nodesOrder).toEqual(['b', 'a']);
  });

  it('validates the document headers and the owner they name', async () => {
    const id = await createMap(owner);
    const wrongPath = await owner
      .get('/api/documents/download')
      .set({ ...docHeaders(id, OWNER), 'document-path': 'x' });
    expect(wrongPath.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      path: 'document-path',
    });
    const wrongOwner = await owner.get('/api/documents/download').set(docHeaders(id, 'someone@example.com'));
    expect(wrongOwner.body).toMatchObject({ statusCode: 404, code: 'MAP_NOT_FOUND' });
    const anonymousSave = await t
      .http()
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .send(graph());
    expect(anonymousSave.body.code).toBe('NOT_AUTHENTICATED');
  });
});

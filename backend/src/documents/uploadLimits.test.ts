import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type request from 'supertest';
import { createNode } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  HEAVY_TEST_TIMEOUT,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

const OWNER = 'uploader@example.com';
type Agent = ReturnType<typeof request.agent>;

const node = (id: string, data: object = {}) => ({
  position: { x: 0, y: 0 },
  data: { id, label: id, ...data },
});
const graph = (nodes: object[], htmlContent = '') => ({ nodes, edges: [], htmlContent });

describeEachBackend('whole-document uploads: preconditions and limits', (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Uma');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const upload = (id: string, body: unknown, ifMatch?: string) => {
    const req = owner.put('/api/documents/upload').set(docHeaders(id, OWNER));
    if (ifMatch !== undefined) req.set('If-Match', ifMatch);
    return req.send(body as object);
  };
  const stored = async (id: string) =>
    owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);

  it('answers 428 PRECONDITION_REQUIRED without If-Match, and never overwrites an acknowledged revision', async () => {
    const id = await createMap(owner);
    const saved = createNode({ position: { x: 0, y: 0 }, label: 'acknowledged' });
    await owner
      .post('/api/documents/transactions')
      .send({
        id,
        baseVersion: 0,
        transactions: [
          { id: 'ack_1', label: 'node.created', source: 'user', ops: [{ type: 'node.add', node: saved }] },
        ],
      })
      .expect(200);
    const blind = await upload(id, graph([node('other')]));
    expect(blind.status).toBe(428);
    expect(blind.body).toMatchObject({ statusCode: 428, code: 'PRECONDITION_REQUIRED', path: 'if-match' });
    const after = await stored(id);
    expect(after.headers.etag).toBe('"1"');
    expect(after.body.nodes.map((n: { data: { label: string } }) => n.data.label)).toEqual(['acknowledged']);
    // An explicit `*` replaces whatever is stored.
    await upload(id, graph([node('other')]), '*').expect(200);
    expect((await stored(id)).body.nodes[0].data.id).toBe('other');
  });

  it(
    'answers 413 naming a label, a description or htmlContent over its limit, and stores nothing',
    async () => {
      const id = await createMap(owner);
      const cases: Array<[object, string]> = [
        [graph([node('a'), node('b', { label: 'x'.repeat(10_001) })]), 'nodes[1].data.label'],
        [graph([node('a', { description: 'é'.repeat(512 * 1024 + 1) })]), 'nodes[0].data.description'],
        [graph([], 'x'.repeat(2 * 1024 * 1024 + 1)), 'htmlContent'],
      ];
      for (const [body, path] of cases) {
        const res = await upload(id, body, '"0"');
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', path });
        expect(res.body.message).toMatch(new RegExp(`^${path.replace(/[[\].]/g, '\\$&')}: at most`));
      }
      expect((await stored(id)).headers.etag).toBe('"0"');
      // At the limits exactly, it is stored.
      const fits = graph([node('a', { label: 'x'.repeat(10_000), description: 'x'.repeat(1024 * 1024) })]);
      await upload(id, fits, '"0"').expect(200);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it('answers 413 to a body over 50 MB as soon as its length is known, before reading it', async () => {
    const id = await createMap(owner);
    const server = t.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const signin = await owner.post('/api/auth/signin').send({ email: OWNER, password: 'correct horse' });
    const cookie = String(signin.headers['set-cookie']).split(';')[0];
    // Only the first kilobyte of the announced 50 MB + 1 is sent: the answer must not wait for the rest.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/api/documents/upload',
          headers: {
            ...docHeaders(id, OWNER),
            cookie,
            'if-match': '"0"',
            'content-type': 'application/json',
            'content-length': String(50 * 1024 * 1024 + 1),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(1024, 0x20));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Body larger than 50mb',
    });
  }, 60_000);

  it(
    'refuses JSON nested 10,000 levels deep with 400 naming the depth limit (was a 500)',
    async () => {
      const id = await createMap(owner);
      const deep = '['.repeat(10_000) + ']'.repeat(10_000);
      const res = await owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '"0"')
        .set('content-type', 'application/json')
        .send(`{"nodes":[],"edges":[],"extra":${deep}}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_JSON' });
      expect(res.body.message).toContain('deeper than 128 levels');
      expect((await stored(id)).headers.etag).toBe('"0"');
    },
    HEAVY_TEST_TIMEOUT,
  );

  it('applies the depth limit and a 1 MB limit to every other JSON route', async () => {
    const deep = '{"title":' + '['.repeat(5_000) + ']'.repeat(5_000) + '}';
    const res = await owner.post('/api/maps').set('content-type', 'application/json').send(deep);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_JSON' });
    expect(res.body.message).toContain('128 levels');
    const big = await owner.post('/api/maps').send({ title: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Body larger than 1mb' });
  });
});

import request from 'supertest';
import { createNode, type Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  HEAVY_TEST_TIMEOUT,
  SERVICES_HOOK_TIMEOUT,
  startTestApp,
  TEST_RATE_LIMITS,
  type TestApp,
  type TestBackend,
} from '../../test/testApp';
import type { RateLimitSettings } from '../config/rateLimitSettings';

const PASSWORD = 'correct horse';
const minutes = (n: number) => n * 60_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** How many of `statuses` are each status, e.g. `{401: 10, 429: 20}`. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((seen, s) => ({ ...seen, [s]: (seen[s] ?? 0) + 1 }), {});

const burst = async (n: number, send: (i: number) => PromiseLike<{ status: number }>) =>
  tally((await Promise.all(Array.from({ length: n }, (_, i) => send(i)))).map((r) => r.status));

/**
 * Requests sent all at once, each limit counted before its work starts: a limit of 10 lets exactly 10 through
 * however many arrive together (the count is taken and decided in one statement), on both databases.
 */
describeEachBackend('rate limits under bursts of parallel requests', (backend: TestBackend) => {
  const limits: RateLimitSettings = {
    ...TEST_RATE_LIMITS,
    signin: { limit: 10, windowMs: minutes(15) },
    signinAccount: { limit: 1000, windowMs: minutes(15) },
    signup: { limit: 5, windowMs: minutes(60) },
    saves: { limit: 8, windowMs: minutes(1) },
    uploads: { limit: 4, windowMs: minutes(1) },
    files: { limit: 6, windowMs: minutes(1) },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: limits }, backend);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close(), SERVICES_HOOK_TIMEOUT);

  const signup = (email: string, ip: string) =>
    t
      .http()
      .post('/api/auth/signup')
      .set('X-Forwarded-For', ip)
      .send({ email, password: PASSWORD, name: 'N' });
  const signin = (email: string, password: string, ip: string) =>
    t.http().post('/api/auth/signin').set('X-Forwarded-For', ip).send({ email, password });
  const agentOf = async (email: string, ip: string) => {
    const agent = request.agent(t.app.getHttpServer());
    await agent
      .post('/api/auth/signup')
      .set('X-Forwarded-For', ip)
      .send({ email, password: PASSWORD, name: 'A' })
      .expect(201);
    return agent;
  };

  it(
    'checks exactly 10 of 30 wrong passwords sent at once, then refuses even the right one',
    async () => {
      expect((await signup('burst@example.com', '198.51.100.1')).status).toBe(201);
      expect(await burst(30, () => signin('burst@example.com', 'wrong-pass', '203.0.113.5'))).toEqual({
        401: 10,
        429: 20,
      });
      // The limit is spent: right and wrong passwords sent together are all refused unchecked.
      expect(
        await burst(6, (i) => signin('burst@example.com', i % 2 ? PASSWORD : 'wrong-pass', '203.0.113.5')),
      ).toEqual({ 429: 6 });
      // The owner from another address is not locked out, and the server still answers.
      expect((await signin('burst@example.com', PASSWORD, '203.0.113.6')).status).toBe(200);
      expect((await t.http().get('/api/health')).status).toBe(200);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it('creates exactly 5 of 12 accounts signed up at once from one address', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `many-${i}@example.com`);
    expect(await burst(12, (i) => signup(emails[i], '198.51.100.50'))).toEqual({ 201: 5, 429: 7 });
    // The refused ones were not created: their e-mails are free for a sign-up from elsewhere.
    const free = await burst(12, (i) => signup(emails[i], `198.51.100.${60 + Math.floor(i / 5)}`));
    expect(free).toEqual({ 201: 7, 409: 5 });
    expect((await t.http().get('/api/health')).status).toBe(200);
  });

  it('lets exactly 8 of 15 saves sent at once through, on one map', async () => {
    const owner = await agentOf('saves-burst@example.com', '198.51.100.70');
    const id = await createMap(owner);
    const tx = (i: number): Transaction => ({
      id: `tx_burst_${i}`,
      label: 'node.created',
      source: 'user',
      ops: [{ type: 'node.add', node: createNode({ position: { x: i, y: 0 }, label: `n${i}` }) }],
    });
    // All on base version 0: one is applied, the others conflict (409) or are refused (429) before any work.
    const statuses = await burst(15, (i) =>
      owner.post('/api/documents/transactions').send({ id, baseVersion: 0, transactions: [tx(i)] }),
    );
    expect(statuses[429]).toBe(7);
    expect((statuses[200] ?? 0) + (statuses[409] ?? 0)).toBe(8);
    expect((await t.http().get('/api/health')).status).toBe(200);
  });

  it('lets exactly 4 of 10 uploads sent at once through, and refused ones leave the save limit untouched', async () => {
    const email = 'uploads-burst@example.com';
    const owner = await agentOf(email, '198.51.100.80');
    const id = await createMap(owner);
    const statuses = await burst(10, () =>
      owner
        .put('/api/documents/upload')
        .set(docHeaders(id, email))
        .set('If-Match', '"0"')
        .send({ nodes: [], edges: [] }),
    );
    expect(statuses[429]).toBe(6);
    expect((statuses[200] ?? 0) + (statuses[409] ?? 0) + (statuses[412] ?? 0)).toBe(4);
    // 4 saves counted, not 10: four more saves pass, the ninth is refused.
    const revision = Number(
      (
        await owner.get('/api/documents/download').set(docHeaders(id, email)).expect(200)
      ).headers.etag.replace(/"/g, ''),
    );
    const save = (i: number) =>
      owner.post('/api/documents/transactions').send({
        id,
        baseVersion: revision + i,
        transactions: [
          {
            id: `tx_after_${i}`,
            label: 'node.created',
            source: 'user',
            ops: [{ type: 'node.add', node: createNode({ position: { x: 0, y: 0 }, label: `a${i}` }) }],
          },
        ],
      });
    for (let i = 0; i < 4; i++) expect((await save(i)).status).toBe(200);
    expect((await save(4)).status).toBe(429);
  });

  it('stores exactly 6 of 12 files uploaded at once', async () => {
    const email = 'files-burst@example.com';
    const owner = await agentOf(email, '198.51.100.90');
    const id = await createMap(owner);
    // Files are kept only for nodes of the saved map.
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, email))
      .set('If-Match', '"0"')
      .send({ nodes: [{ position: { x: 0, y: 0 }, data: { id: 'n1', label: 'One' } }], edges: [] })
      .expect(200);
    const statuses = await burst(12, (i) =>
      owner
        .post('/api/nodes/attachments/upload')
        .field('mapId', id)
        .field('nodeId', 'n1')
        .attach('file', PNG, { filename: `f${i}.png`, contentType: 'image/png' }),
    );
    expect(statuses).toEqual({ 201: 6, 429: 6 });
    const listed = await owner
      .get('/api/nodes/attachments/list')
      .query({ mapId: id, nodeId: 'n1' })
      .expect(200);
    expect(listed.body.attachments).toHaveLength(6);
    expect((await t.http().get('/api/health')).status).toBe(200);
  });
});

import request from 'supertest';
import { createNode, type Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  startTestApp,
  TEST_RATE_LIMITS,
  type TestApp,
  type TestBackend,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import type { AppConfig } from '../config/appConfig';
import type { RateLimitSettings } from '../config/rateLimitSettings';

const PASSWORD = 'correct horse';
// Each case signs up and signs in several accounts (scrypt hashing): slow on a loaded machine (jest's global 60 s).
const minutes = (n: number) => n * 60_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A second server process on the same database and blob store as `first` (scale-out, DESIGN §6). */
function sameStores(first: TestApp, rateLimits: RateLimitSettings): Partial<AppConfig> {
  const { databaseUrl, sqliteFile, s3 } = first.config;
  return { databaseUrl, sqliteFile, s3, rateLimits };
}

describeEachBackend('rate limits in the database', (backend: TestBackend) => {
  const limits: RateLimitSettings = {
    ...TEST_RATE_LIMITS,
    signin: { limit: 4, windowMs: minutes(15) },
    signinAccount: { limit: 6, windowMs: minutes(15) },
    signinAddress: { limit: 8, windowMs: minutes(60) },
    signup: { limit: 3, windowMs: minutes(60) },
    saves: { limit: 5, windowMs: minutes(1) },
    uploads: { limit: 2, windowMs: minutes(1) },
    files: { limit: 3, windowMs: minutes(1) },
  };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ rateLimits: limits }, backend);
    b = await startTestApp(sameStores(a, limits));
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, SERVICES_HOOK_TIMEOUT);

  const signup = (t: TestApp, email: string, ip: string) =>
    t
      .http()
      .post('/api/auth/signup')
      .set('X-Forwarded-For', ip)
      .send({ email, password: PASSWORD, name: 'N' });
  const signin = (t: TestApp, email: string, password: string, ip: string) =>
    t.http().post('/api/auth/signin').set('X-Forwarded-For', ip).send({ email, password });

  it('limits sign-ups per client address, counted across processes, with Retry-After', async () => {
    expect((await signup(a, 'su1@example.com', '198.51.100.1')).status).toBe(201);
    expect((await signup(b, 'su2@example.com', '198.51.100.1')).status).toBe(201);
    expect((await signup(a, 'su2@example.com', '198.51.100.1')).status).toBe(409); // an attempt counts too
    const refused = await signup(b, 'su3@example.com', '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.body.message).toMatch(/^Too many sign-ups from this network; try again in \d+ min$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // At most the rest of this hour plus the third of the next one over which these 3 hits fade to the 2 that
    // leave room (the sliding-window estimate): under 80 min whatever the time of day.
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(4800);
    // Another address is not affected; an IPv6 /64 counts as one address.
    expect((await signup(a, 'su3@example.com', '198.51.100.2')).status).toBe(201);
    for (const [i, ip] of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::1'].entries())
      expect((await signup(a, `v6-${i}@example.com`, ip)).status).toBe(201);
    expect((await signup(a, 'v6-3@example.com', '2001:db8:1:2::c')).status).toBe(429);
  });

  it('limits failed sign-ins per address and e-mail, shared by every process', async () => {
    expect((await signup(a, 'pat@example.com', '198.51.100.10')).status).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await signin(i % 2 ? a : b, 'pat@example.com', 'wrong-pass', '203.0.113.1')).status).toBe(401);
    const blocked = await signin(b, 'pat@example.com', PASSWORD, '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // The owner, elsewhere, still gets in (the per-account limit is not reached yet).
    expect((await signin(a, 'pat@example.com', PASSWORD, '203.0.113.2')).status).toBe(200);
  });

  it('limits failed sign-ins per account across addresses', async () => {
    expect((await signup(a, 'kim@example.com', '198.51.100.11')).status).toBe(201);
    for (let i = 0; i < 6; i++)
      expect((await signin(a, 'kim@example.com', 'wrong-pass', `192.0.2.${i + 1}`)).status).toBe(401);
    const fresh = await signin(b, 'kim@example.com', PASSWORD, '192.0.2.200');
    expect(fresh.status).toBe(429);
    expect(fresh.body.code).toBe('TOO_MANY_ATTEMPTS');
    // Other accounts are not affected.
    expect((await signin(a, 'pat@example.com', PASSWORD, '192.0.2.200')).status).toBe(200);
  });

  it('limits failed sign-ins per address over all accounts; signing in to one does not reopen it', async () => {
    expect((await signup(a, 'own@example.com', '198.51.100.12')).status).toBe(201);
    // A script trying one password on many unknown e-mails, from one address, across processes.
    for (let i = 0; i < 5; i++)
      expect(
        (await signin(i % 2 ? a : b, `nobody-${i}@example.com`, 'wrong-pass', '192.0.2.77')).status,
      ).toBe(401);
    // Its own account's success neither counts nor clears the other failures.
    expect((await signin(a, 'own@example.com', PASSWORD, '192.0.2.77')).status).toBe(200);
    for (let i = 5; i < 8; i++)
      expect((await signin(b, `nobody-${i}@example.com`, 'wrong-pass', '192.0.2.77')).status).toBe(401);
    const refused = await signin(a, 'nobody-8@example.com', 'wrong-pass', '192.0.2.77');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.body.message).toMatch(
      /^Too many failed sign-ins from this network; try again in \d+ min$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even its right password now waits; another address is not affected.
    expect((await signin(b, 'own@example.com', PASSWORD, '192.0.2.77')).status).toBe(429);
    expect((await signin(b, 'nobody-8@example.com', 'wrong-pass', '192.0.2.78')).status).toBe(401);
  });

  it('limits saves per user on both save routes with 429 TOO_MANY_REQUESTS, storing nothing refused', async () => {
    const email = 'saver@example.com';
    const owner = request.agent(a.app.getHttpServer());
    await owner
      .post('/api/auth/signup')
      .set('X-Forwarded-For', '198.51.100.20')
      .send({ email, password: PASSWORD, name: 'S' })
      .expect(201);
    const other = request.agent(b.app.getHttpServer());
    await other
      .post('/api/auth/signup')
      .set('X-Forwarded-For', '198.51.100.21')
      .send({ email: 'calm@example.com', password: PASSWORD, name: 'C' })
      .expect(201);
    const id = await createMap(owner);
    const tx = (label: string): Transaction => ({
      id: `tx_${label}`,
      label: 'node.created',
      source: 'user',
      ops: [{ type: 'node.add', node: createNode({ position: { x: 0, y: 0 }, label }) }],
    });
    for (let i = 0; i < 4; i++)
      await owner
        .post('/api/documents/transactions')
        .send({ id, baseVersion: i, transactions: [tx(`n${i}`)] })
        .expect(200);
    // The fifth save is a whole-document upload: it counts against `saves` (and `uploads`).
    const doc = (await owner.get('/api/documents/download').set(docHeaders(id, email)).expect(200)).body;
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, email))
      .set('If-Match', '"4"')
      .send(doc)
      .expect(200);
    // Counted in the database: the other process refuses the sixth.
    const second = request.agent(b.app.getHttpServer());
    await second
      .post('/api/auth/signin')
      .set('X-Forwarded-For', '198.51.100.20')
      .send({ email, password: PASSWORD })
      .expect(200);
    const refused = await second
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 5, transactions: [tx('late')] });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.message).toMatch(/^Too many saves in a short time; try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(120);
    const upload = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, email))
      .set('If-Match', '"5"')
      .send(doc);
    expect(upload.status).toBe(429);
    const after = await owner.get('/api/documents/download').set(docHeaders(id, email)).expect(200);
    expect(after.headers.etag).toBe('"5"');
    expect(after.body.nodes.map((n: { data: { label: string } }) => n.data.label)).not.toContain('late');
    // Another user saves freely.
    const theirs = await createMap(other);
    await other
      .post('/api/documents/transactions')
      .send({ id: theirs, baseVersion: 0, transactions: [tx('mine')] })
      .expect(200);
  });

  it('limits whole-document uploads on their own, below the save limit', async () => {
    const email = 'uploader@example.com';
    const owner = request.agent(a.app.getHttpServer());
    await owner
      .post('/api/auth/signup')
      .set('X-Forwarded-For', '198.51.100.30')
      .send({ email, password: PASSWORD, name: 'U' })
      .expect(201);
    const id = await createMap(owner);
    const doc = { nodes: [], edges: [] };
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, email))
      .set('If-Match', '"0"')
      .send(doc)
      .expect(200);
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, email))
      .set('If-Match', '"1"')
      .send(doc)
      .expect(200);
    const third = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, email))
      .set('If-Match', '"2"')
      .send(doc);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits file uploads per user: attachments, node images and background media together', async () => {
    const email = 'filer@example.com';
    const owner = request.agent(a.app.getHttpServer());
    await owner
      .post('/api/auth/signup')
      .set('X-Forwarded-For', '198.51.100.40')
      .send({ email, password: PASSWORD, name: 'F' })
      .expect(201);
    const id = await createMap(owner);
    // Files are kept only for nodes of the saved map (saves have a limit of their own).
    const n1 = { position: { x: 0, y: 0 }, data: { id: 'n1', label: 'n1' } };
    await owner
      .post('/api/documents/transactions')
      .send({
        id,
        baseVersion: 0,
        transactions: [
          { id: 'tx_n1', label: 'node.created', source: 'user', ops: [{ type: 'node.add', node: n1 }] },
        ],
      })
      .expect(200);
    const attach = (name: string) =>
      owner
        .post('/api/nodes/attachments/upload')
        .field('mapId', id)
        .field('nodeId', 'n1')
        .attach('file', PNG, { filename: name, contentType: 'image/png' });
    const image = (route: 'uploadImage' | 'uploadAsset', name: string) =>
      owner
        .post(`/api/s3/${route}`)
        .field('owner', email)
        .field('mapId', id)
        .field('imageName', name)
        .field('contentType', 'image/png')
        .attach('image', PNG, { filename: `${name}.png`, contentType: 'image/png' });
    await attach('one.png').expect(201);
    await image('uploadImage', 'two').expect(200);
    await image('uploadAsset', 'three').expect(200);
    const refused = await attach('four.png');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.message).toMatch(/^Too many files uploaded in a short time; try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await image('uploadImage', 'five')).status).toBe(429);
    // Counted before the upload is read: a request the file reader would refuse (two files) gets the 429.
    const twoFiles = await owner
      .post('/api/nodes/attachments/upload')
      .field('mapId', id)
      .field('nodeId', 'n1')
      .attach('file', PNG, { filename: 'six.png', contentType: 'image/png' })
      .attach('file', PNG, { filename: 'seven.png', contentType: 'image/png' });
    expect(twoFiles.status).toBe(429);
    // Nothing refused was stored.
    const listed = await owner
      .get('/api/nodes/attachments/list')
      .query({ mapId: id, nodeId: 'n1' })
      .expect(200);
    expect(listed.body.attachments.map((f: { originalName: string }) => f.originalName)).toEqual(['one.png']);
    // Saves are not files: the map still saves.
    await owner
      .post('/api/documents/transactions')
      .send({
        id,
        baseVersion: 1,
        transactions: [
          {
            id: 'tx_after_files',
            label: 'node.created',
            source: 'user',
            ops: [{ type: 'node.add', node: createNode({ position: { x: 0, y: 0 }, label: 'n' }) }],
          },
        ],
      })
      .expect(200);
  });
});

describe('X-Forwarded-For is trusted only as TRUST_PROXY says', () => {
  const limits: RateLimitSettings = { ...TEST_RATE_LIMITS, signup: { limit: 2, windowMs: minutes(60) } };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: limits, trustProxy: false });
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close());

  it('ignores the header with TRUST_PROXY=false: every request counts for the socket address', async () => {
    const signup = (email: string, ip: string) =>
      t
        .http()
        .post('/api/auth/signup')
        .set('X-Forwarded-For', ip)
        .send({ email, password: PASSWORD, name: 'N' });
    expect((await signup('x1@example.com', '198.51.100.1')).status).toBe(201);
    expect((await signup('x2@example.com', '198.51.100.2')).status).toBe(201);
    expect((await signup('x3@example.com', '198.51.100.3')).status).toBe(429);
  });
});

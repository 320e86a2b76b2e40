import request from 'supertest';
import { SERVICES_HOOK_TIMEOUT, startTestApp, TEST_RATE_LIMITS, type TestApp } from '../../test/testApp';

const PASSWORD = 'correct horse';
type Agent = ReturnType<typeof request.agent>;

describe('the import limit per user (RATE_LIMIT_IMPORTS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: { ...TEST_RATE_LIMITS, imports: { limit: 3, windowMs: 10 * 60_000 } },
    });
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close());

  const agentOf = async (email: string) => {
    const agent = request.agent(t.app.getHttpServer());
    await agent.post('/api/auth/signup').send({ email, password: PASSWORD, name: 'I' }).expect(201);
    return agent;
  };
  const importAs = (agent: Agent, name: string) =>
    agent.post('/api/maps/import').attach('file', Buffer.from(`- ${name}\n  - child\n`), `${name}.md`);
  const mapCount = async (agent: Agent) =>
    Object.keys((await agent.get('/api/getAvailableTrees').expect(200)).body).length;

  it('refuses imports past the limit with 429 TOO_MANY_REQUESTS, creating no map, before reading the file', async () => {
    const owner = await agentOf('importer@example.com');
    // Sent at once: exactly 3 are imported.
    const statuses = (await Promise.all([1, 2, 3, 4, 5].map((i) => importAs(owner, `m${i}`)))).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429]);
    const before = await mapCount(owner);
    const refused = await importAs(owner, 'late');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.message).toMatch(/^Too many maps imported in a short time; try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mapCount(owner)).toBe(before);
    // Counted before the upload is read: a request the file reader would refuse (two files) gets the 429.
    const twoFiles = await owner
      .post('/api/maps/import')
      .attach('file', Buffer.from('- a\n'), 'a.md')
      .attach('file', Buffer.from('- b\n'), 'b.md');
    expect(twoFiles.status).toBe(429);
    // Another user imports freely.
    expect((await importAs(await agentOf('other-importer@example.com'), 'mine')).status).toBe(201);
  });
});

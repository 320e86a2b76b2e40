import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type request from 'supertest';
import { openEventStream, type EventStream } from '../../test/eventStream';
import {
  createMap,
  SERVICES_HOOK_TIMEOUT,
  signedUpAgent,
  startTestApp,
  type TestApp,
} from '../../test/testApp';

type Agent = ReturnType<typeof request.agent>;

describe('open event streams are capped per user (MAX_EVENT_STREAMS_PER_USER) and per visitor address', () => {
  let t: TestApp;
  let port: number;
  const opened: EventStream[] = [];
  beforeAll(async () => {
    t = await startTestApp({ maxEventStreamsPerUser: 3, maxEventStreamsPerAddress: 2 });
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t?.close();
  });

  const cookieOf = async (agent: Agent, email: string) => {
    const res = await agent.post('/api/auth/signin').send({ email, password: 'correct horse' }).expect(200);
    return String(res.headers['set-cookie']).split(';')[0];
  };
  const open = async (id: string, cookie?: string, headers?: Record<string, string>) => {
    const stream = await openEventStream(port, id, cookie, headers);
    opened.push(stream);
    return stream;
  };
  /** Asks for a stream and hangs up at once: its status, and the error body when it was refused. */
  const attempt = (id: string, cookie?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; retryAfter?: string; body?: { code: string; message: string } }>(
      (resolve, reject) => {
        const path = `/api/documents/events?id=${id}`;
        const req = http.get(
          { host: '127.0.0.1', port, path, headers: cookie ? { ...headers, cookie } : headers },
          (res) => {
            const status = res.statusCode ?? 0;
            if (status === 200) {
              req.destroy();
              return resolve({ status });
            }
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({ status, retryAfter: res.headers['retry-after'], body: JSON.parse(text) }),
            );
          },
        );
        req.on('error', reject);
      },
    );
  /** Opens a stream once the server has seen enough of the hung-up ones close (a state, not a delay). */
  const openOnceFreed = async (id: string, cookie: string): Promise<EventStream> => {
    for (;;) {
      try {
        return await open(id, cookie);
      } catch (error) {
        if (!String(error).includes('events answered 429')) throw error;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  };

  it('refuses the stream past the cap with 429 TOO_MANY_EVENT_STREAMS; hung-up streams free their slot', async () => {
    const owner = await signedUpAgent(t.app, 'tabs@example.com');
    const cookie = await cookieOf(owner, 'tabs@example.com');
    const first = await createMap(owner, 'First');
    const second = await createMap(owner, 'Second');
    // Three tabs, on two maps.
    const streams = [await open(first, cookie), await open(first, cookie), await open(second, cookie)];
    const fourth = await attempt(second, cookie);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_EVENT_STREAMS' });
    expect(fourth.body?.message).toMatch(/^Too many maps open at once \(3 live connections\)/);
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await signedUpAgent(t.app, 'other-tabs@example.com');
    await open(await createMap(other), await cookieOf(other, 'other-tabs@example.com'));

    // Two tabs closed by hanging up: exactly two streams open again, the next is refused.
    streams[0].close();
    streams[1].close();
    await openOnceFreed(first, cookie);
    await openOnceFreed(second, cookie);
    expect((await attempt(first, cookie)).status).toBe(429);
    // Streams still stream: the one kept open hears the next save.
    await owner
      .post('/api/documents/transactions')
      .send({
        id: second,
        baseVersion: 0,
        transactions: [{ id: 'tx_cap', label: 'node.created', source: 'user', ops: [] }],
      })
      .expect(200);
    await streams[2].until(/"revision":1/);
    expect((await t.http().get('/api/health')).status).toBe(200);
  });

  it('counts visitors of a public map per client address', async () => {
    const owner = await signedUpAgent(t.app, 'public@example.com');
    const id = await createMap(owner);
    await owner.post('/api/s3/updateTreeMetadata').send({ id, isPublic: true }).expect(200);
    const here = { 'X-Forwarded-For': '198.51.100.7' };
    await open(id, undefined, here);
    await open(id, undefined, here);
    const third = await attempt(id, undefined, here);
    expect(third.status).toBe(429);
    expect(third.body?.code).toBe('TOO_MANY_EVENT_STREAMS');
    await open(id, undefined, { 'X-Forwarded-For': '198.51.100.8' });
  });
});

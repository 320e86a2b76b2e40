import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createNode } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

const OWNER = 'owner@example.com';
type Agent = ReturnType<typeof request.agent>;
// Several sign-ups (scrypt) per case: slow on a loaded machine, so the cases keep jest's global 60 s. A stream that
// is never closed fails by that timeout.

/** An open `GET /api/documents/events` stream: what it received so far, and promises of what comes. */
interface Stream {
  text: () => string;
  /** Resolves once the received text matches. */
  until: (pattern: RegExp) => Promise<void>;
  ended: Promise<void>;
  close: () => void;
}

describeEachBackend('event streams follow access changes', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, SERVICES_HOOK_TIMEOUT);
  // Streams still open when a case fails are cut, so the server can close.
  const opened: http.ClientRequest[] = [];
  afterAll(async () => {
    for (const req of opened) req.destroy();
    await t?.close();
  });

  const cookieOf = async (agent: Agent, email: string) => {
    const res = await agent.post('/api/auth/signin').send({ email, password: 'correct horse' }).expect(200);
    return String(res.headers['set-cookie']).split(';')[0];
  };

  /** Opens the stream and resolves once its first comment (the revision) has arrived. */
  const open = (id: string, cookie?: string) =>
    new Promise<Stream>((resolve, reject) => {
      let text = '';
      const waiting: { pattern: RegExp; done: () => void }[] = [];
      let markEnded = () => undefined as void;
      const ended = new Promise<void>((r) => (markEnded = r));
      const until = (pattern: RegExp) =>
        new Promise<void>((done) => (pattern.test(text) ? done() : waiting.push({ pattern, done })));
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/documents/events?id=${id}`,
          headers: cookie ? { cookie } : {},
        },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            for (const w of waiting.filter((w) => w.pattern.test(text))) w.done();
            if (text.startsWith('retry:'))
              resolve({ text: () => text, until, ended, close: () => req.destroy() });
          });
          res.on('end', markEnded);
          res.on('close', markEnded);
        },
      );
      opened.push(req);
      req.on('error', reject);
    });

  const save = (id: string, baseVersion: number) =>
    owner
      .post('/api/documents/transactions')
      .send({
        id,
        baseVersion,
        transactions: [
          {
            id: `tx_${id}_${baseVersion}`,
            label: 'node.created',
            source: 'user',
            ops: [{ type: 'node.add', node: createNode({ position: { x: 0, y: 0 }, label: 'N' }) }],
          },
        ],
      })
      .expect(200);

  it("closes a removed member's stream at once; the members who stay keep theirs", async () => {
    const id = await createMap(owner);
    const gone = await signedUpAgent(t.app, 'gone@example.com');
    const stays = await signedUpAgent(t.app, 'stays@example.com');
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { 'gone@example.com': 'reader', 'stays@example.com': 'editor' } })
      .expect(200);
    const goneStream = await open(id, await cookieOf(gone, 'gone@example.com'));
    const staysStream = await open(id, await cookieOf(stays, 'stays@example.com'));
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { 'stays@example.com': 'editor' } })
      .expect(200);
    await goneStream.ended;
    await save(id, 0);
    await staysStream.until(/event: revision\ndata: \{"revision":1,/);
    expect(goneStream.text()).not.toMatch(/event: revision\ndata: \{"revision":1,/);
    staysStream.close();
    // Reconnecting is refused as for any stranger.
    await expect(open(id, await cookieOf(gone, 'gone@example.com'))).rejects.toThrow('events answered 404');
  });

  it('closes anonymous streams of a public map when it turns private, and all streams when it is deleted', async () => {
    const id = await createMap(owner);
    await owner.post('/api/s3/updateTreeMetadata').send({ id, isPublic: true }).expect(200);
    const anonymous = await open(id);
    const mine = await open(id, await cookieOf(owner, OWNER));
    await owner.post('/api/s3/updateTreeMetadata').send({ id, isPublic: false }).expect(200);
    await anonymous.ended;
    await save(id, 0);
    await mine.until(/event: revision\ndata: \{"revision":1,/);
    await owner.delete(`/api/maps/${id}`).expect(204);
    await mine.ended;
  });
});

import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../app.factory';
import { openEventStream, type EventStream } from '../../test/eventStream';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  HEAVY_TEST_TIMEOUT,
  SERVICES_HOOK_TIMEOUT,
  type TestApp,
} from '../../test/testApp';
import { DATABASE, type Db } from '../database/database.types';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'lia@example.com';

async function listen(app: NestExpressApplication): Promise<number> {
  const server = app.getHttpServer() as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * What a presence post costs, and that what it keeps in memory never outlives a change of access. On PostgreSQL a
 * second process (app B on the same database) changes the sharing, so the forgetting crosses the bus.
 */
describeEachBackend('presence posts from memory', (backend) => {
  let a: TestApp;
  let b: NestExpressApplication;
  let owner: Agent;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    a = await startTestApp({}, backend);
    b = backend === 'postgres+s3' ? await createApp(a.config, { logger: false }) : a.app;
    owner = await signedUpAgent(a.app, OWNER, 'Lia');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    if (b !== a?.app) await b?.close();
    await a?.close();
  }, SERVICES_HOOK_TIMEOUT);

  /** A member of a new map of the owner's, with its event stream open on A and its presence session. */
  const member = async (email: string, role: 'editor' | 'reader') => {
    const agent = await signedUpAgent(a.app, email);
    const id = await createMap(owner, email);
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { [email]: role } })
      .expect(200);
    const signedIn = await agent
      .post('/api/auth/signin')
      .send({ email, password: 'correct horse' })
      .expect(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
    const stream = await openEventStream(await listen(a.app), id, cookie);
    streams.push(stream);
    await stream.until(/event: presence-hello\ndata: /);
    const session = /event: presence-hello\ndata: \{"session":"([^"]+)"/.exec(stream.text())![1];
    // With the cookie itself, so that it is still sent after a sign-out.
    const post = (pointer: { x: number; y: number } | null) =>
      request(a.app.getHttpServer())
        .post('/api/documents/presence')
        .set('cookie', cookie)
        .query({ id })
        .send({ session, selection: [], pointer });
    return { agent, id, stream, post };
  };

  /** Changes the sharing through B: on PostgreSQL another process, so A hears of it through the bus. */
  const shareOnB = async (id: string, members: Record<string, 'editor' | 'reader'>) => {
    const ownerOnB = backend === 'postgres+s3' ? request.agent(b.getHttpServer()) : owner;
    if (ownerOnB !== owner)
      await ownerOnB.post('/api/auth/signin').send({ email: OWNER, password: 'correct horse' }).expect(200);
    await ownerOnB.post('/api/s3/updateTreeMetadata').send({ id, members }).expect(200);
  };

  it(
    'answers the posts of a session and role it has just checked without a database query',
    async () => {
      const editor = await member('rui@example.com', 'editor');
      await editor.post({ x: 0, y: 0 }).expect(204);
      // Every query of A through its database (the stream's heartbeat, 25 s away, is not due in between).
      const db = a.app.get<Db>(DATABASE);
      const queries = jest.spyOn(db.getExecutor(), 'executeQuery');
      try {
        for (let x = 1; x <= 10; x++) await editor.post({ x, y: 0 }).expect(204);
        // On PostgreSQL the batches of presence go out as NOTIFY (at most one per map per 100 ms, PresenceOutbox):
        // that is all the database hears.
        const sql = queries.mock.calls.map(([query]) => query.sql);
        expect(sql.filter((text) => !text.startsWith('select pg_notify('))).toEqual([]);
      } finally {
        queries.mockRestore();
      }
      await editor.stream.until(/"pointer":\{"x":10,"y":0\}/);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'refuses a removed reader and a demoted editor at once, however recently they posted',
    async () => {
      const reader = await member('noa@example.com', 'reader');
      await reader.post(null).expect(204);
      await shareOnB(reader.id, {});
      // A closes the reader's stream when it hears of the change (on PostgreSQL through the bus); the role it
      // kept in memory is forgotten by the same news.
      await reader.stream.ended;
      const refused = await reader.post(null).expect(404);
      expect(refused.body.code).toBe('MAP_NOT_FOUND');

      const editor = await member('ivo@example.com', 'editor');
      await editor.post({ x: 1, y: 1 }).expect(204);
      await owner
        .post('/api/s3/updateTreeMetadata')
        .send({ id: editor.id, members: { 'ivo@example.com': 'reader' } })
        .expect(200);
      const demoted = await editor.post({ x: 2, y: 2 }).expect(403);
      expect(demoted.body).toMatchObject({ code: 'FORBIDDEN', path: 'pointer' });
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'refuses a signed-out session at once on the process that signed it out',
    async () => {
      const editor = await member('eli@example.com', 'editor');
      await editor.post({ x: 3, y: 3 }).expect(204);
      await editor.agent.post('/api/auth/signout').expect(204);
      const res = await editor.post({ x: 4, y: 4 }).expect(401);
      expect(res.body.code).toBe('NOT_AUTHENTICATED');
    },
    HEAVY_TEST_TIMEOUT,
  );
});

import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createNode, type Transaction } from '@mapa/model';
import { createApp } from '../app.factory';
import { DATABASE, type Db } from '../database/database.types';
import { describeRequiring } from '../../../scripts/describeRequiring';
import { postgresUnavailable } from '../../test/postgresCluster';
import { openEventStream, type EventStream } from '../../test/eventStream';
import {
  createMap,
  docHeaders,
  signedInAgent,
  signedUpAgent,
  startTestApp,
  HEAVY_TEST_TIMEOUT,
  SERVICES_HOOK_TIMEOUT,
  type TestApp,
} from '../../test/testApp';
import { LISTENER_APPLICATION_NAME } from './postgresRelay';

const OWNER = 'two@example.com';
const MEMBER = 'member@example.com';

let seq = 0;
function addNode(label: string): Transaction {
  const node = createNode({ position: { x: seq, y: 0 }, label });
  return { id: `xp_${seq++}`, label: 'node.created', source: 'user', ops: [{ type: 'node.add', node }] };
}

async function listen(app: NestExpressApplication): Promise<number> {
  const server = app.getHttpServer() as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const revisionEvent = (revision: number) => new RegExp(`event: revision\\ndata: \\{"revision":${revision},`);

/**
 * Two server processes (two real apps) on one throwaway PostgreSQL and one s3rver bucket: what one accepts
 * reaches the event streams of the other through LISTEN/NOTIFY, and a dropped listening connection comes back
 * and tells every open stream the stored revision.
 */
describeRequiring(postgresUnavailable(), 'live changes across processes', () => {
  let a: TestApp;
  let b: NestExpressApplication;
  let portB: number;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    a = await startTestApp({}, 'postgres+s3');
    b = await createApp(a.config, { logger: false });
    portB = await listen(b);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await b?.close();
    await a?.close();
  }, SERVICES_HOOK_TIMEOUT);

  const cookieOn = async (app: NestExpressApplication, email: string) => {
    const agent = await signedInAgent(app, email);
    const res = await agent.post('/api/auth/signin').send({ email, password: 'correct horse' }).expect(200);
    return String(res.headers['set-cookie']).split(';')[0];
  };
  const openOnB = async (id: string, email: string) => {
    const stream = await openEventStream(portB, id, await cookieOn(b, email));
    streams.push(stream);
    return stream;
  };
  const listeners = async () => {
    const rows = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME}`.execute(a.app.get<Db>(DATABASE));
    return Number(rows.rows[0].n);
  };

  it(
    'pushes saves, uploads and access changes accepted by one process to the streams of the other',
    async () => {
      const owner = await signedUpAgent(a.app, OWNER);
      await signedUpAgent(a.app, MEMBER);
      const id = await createMap(owner);
      await owner
        .post('/api/s3/updateTreeMetadata')
        .send({ id, members: { [MEMBER]: 'editor' } })
        .expect(200);
      const mine = await openOnB(id, OWNER);
      const member = await openOnB(id, MEMBER);

      const saved = await owner
        .post('/api/documents/transactions')
        .send({ id, baseVersion: 0, transactions: [addNode('from A')] })
        .expect(200);
      await mine.until(revisionEvent(1));
      expect(mine.text()).toContain(`"lastModified":"${saved.body.lastModified}"`);
      // The editor on B pulls what A accepted, from B.
      const onB = await signedInAgent(b, OWNER);
      const pulled = await onB.get('/api/documents/transactions').query({ id, since: 0 }).expect(200);
      expect(pulled.body.transactions).toHaveLength(1);

      const download = await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
      await owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '"1"')
        .send(download.body)
        .expect(200);
      await mine.until(revisionEvent(2));

      // Removing the member on A closes the member's stream on B at once (not at B's next heartbeat).
      await owner.post('/api/s3/updateTreeMetadata').send({ id, members: {} }).expect(200);
      await member.ended;
      // Revisions 0 (the stored one, as the stream opened), 1 and 2.
      expect(member.count(/event: revision/g)).toBe(3);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'reconnects a dropped listening connection and tells every open stream to pull',
    async () => {
      const owner = await signedUpAgent(a.app, 'again@example.com');
      const id = await createMap(owner, 'Reconnect');
      const save = (baseVersion: number) =>
        owner
          .post('/api/documents/transactions')
          .send({ id, baseVersion, transactions: [addNode(`r${baseVersion}`)] })
          .expect(200);
      const stream = await openOnB(id, 'again@example.com');
      await save(0);
      await stream.until(revisionEvent(1));
      // Revision 0 as the stream opened, then 1.
      expect(stream.count(/event: revision/g)).toBe(2);

      // Cut both processes' listening connections (waiting until they are gone).
      const db = a.app.get<Db>(DATABASE);
      await sql`select pg_terminate_backend(pid, 10000) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME}`.execute(db);
      // Only the resync after reconnecting sends revision 1 a second time: nothing was saved meanwhile.
      await stream.until(/event: revision\ndata: \{"revision":1,[^]*event: revision\ndata: \{"revision":1,/);
      while ((await listeners()) !== 2) await new Promise((resolve) => setTimeout(resolve, 50));

      // A save made while the other process may still be reconnecting reaches its stream all the same.
      await sql`select pg_terminate_backend(pid, 10000) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME}`.execute(db);
      await save(1);
      await stream.until(revisionEvent(2));
    },
    HEAVY_TEST_TIMEOUT,
  );
});

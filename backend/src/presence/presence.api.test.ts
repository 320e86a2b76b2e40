import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../app.factory';
import { openEventStream, type EventStream } from '../../test/eventStream';
import {
  createMap,
  describeEachBackend,
  signedInAgent,
  signedUpAgent,
  startTestApp,
  HEAVY_TEST_TIMEOUT,
  SERVICES_HOOK_TIMEOUT,
  type TestApp,
} from '../../test/testApp';
import { Client } from 'pg';
import { PRESENCE_MAX_SELECTION, type PresenceEntry } from '@mapa/model';
import { UsersRepository } from '../auth/users.repository';
import { BUS_CHANNEL, MAX_PAYLOAD_BYTES } from '../bus/busMessage';
import { MapEventBus } from '../bus/mapEventBus';
import { PRESENCE_EXPIRE_MS, PresenceService, type PresenceEvent } from './presence.service';

const OWNER = 'ana@example.com';
const EDITOR = 'bruno@example.com';
const READER = 'clara@example.com';
const STRANGER = 'davi@example.com';

async function listen(app: NestExpressApplication): Promise<number> {
  const server = app.getHttpServer() as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The session a stream was given in its `presence-hello` event. */
async function sessionOf(stream: EventStream): Promise<string> {
  await stream.until(/event: presence-hello\ndata: /);
  return /event: presence-hello\ndata: \{"session":"([^"]+)"/.exec(stream.text())![1];
}

/** Waits (polling, never for a fixed time) until `ready()` holds. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Presence through the real API. On PostgreSQL there are two server processes (two apps on one database): streams
 * are opened on B and the presence posts go to A, so everything crosses the bus. On SQLite both are the same app.
 */
describeEachBackend('presence', (backend) => {
  let a: TestApp;
  let b: NestExpressApplication;
  let portB: number;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    a = await startTestApp({}, backend);
    b = backend === 'postgres+s3' ? await createApp(a.config, { logger: false }) : a.app;
    portB = await listen(b);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    if (b !== a?.app) await b?.close();
    await a?.close();
  }, SERVICES_HOOK_TIMEOUT);

  const openOnB = async (id: string, email: string) => {
    const agent = await signedInAgent(b, email);
    const res = await agent.post('/api/auth/signin').send({ email, password: 'correct horse' }).expect(200);
    const stream = await openEventStream(portB, id, String(res.headers['set-cookie']).split(';')[0]);
    streams.push(stream);
    return stream;
  };

  it(
    'shows who is there, their selection and pointer, across processes, and who left',
    async () => {
      const owner = await signedUpAgent(a.app, OWNER, 'Ana Souza');
      const editor = await signedUpAgent(a.app, EDITOR, 'Bruno Lima');
      const reader = await signedUpAgent(a.app, READER, 'Clara');
      const stranger = await signedUpAgent(a.app, STRANGER, 'Davi');
      const id = await createMap(owner);
      await owner
        .post('/api/s3/updateTreeMetadata')
        .send({ id, members: { [EDITOR]: 'editor', [READER]: 'reader' } })
        .expect(200);

      const ownerStream = await openOnB(id, OWNER);
      const ownerSession = await sessionOf(ownerStream);
      const editorStream = await openOnB(id, EDITOR);
      const editorSession = await sessionOf(editorStream);
      // Each sees the other arrive (the owner after the fact, the editor in its first events).
      await ownerStream.until(
        new RegExp(
          `event: presence\\ndata: \\{"session":"${editorSession}"[^\\n]*"name":"Bruno Lima","role":"editor"`,
        ),
      );
      await editorStream.until(
        new RegExp(
          `event: presence\\ndata: \\{"session":"${ownerSession}"[^\\n]*"name":"Ana Souza","role":"owner"`,
        ),
      );

      // The editor's post reaches A; the owner's stream on B hears it.
      await editor
        .post('/api/documents/presence')
        .query({ id })
        .send({ session: editorSession, selection: ['n1', 'n2'], pointer: { x: 120.5, y: -40 } })
        .expect(204);
      await ownerStream.until(/"selection":\["n1","n2"\],"pointer":\{"x":120\.5,"y":-40\}/);

      // Nothing was written to the document: the revision did not move.
      const meta = await owner.get('/api/documents/transactions').query({ id, since: 0 }).expect(200);
      expect(meta.body).toMatchObject({ revision: 0, transactions: [] });

      // A reader is shown, may select, but sends no pointer unless presenting.
      const readerStream = await openOnB(id, READER);
      const readerSession = await sessionOf(readerStream);
      await ownerStream.until(new RegExp(`"session":"${readerSession}"[^\\n]*"role":"reader"`));
      const refused = await reader
        .post('/api/documents/presence')
        .query({ id })
        .send({ session: readerSession, selection: [], pointer: { x: 1, y: 2 } })
        .expect(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', path: 'pointer' });
      await reader
        .post('/api/documents/presence')
        .query({ id })
        .send({ session: readerSession, selection: ['n3'], pointer: { x: 7, y: 8 }, presenting: true })
        .expect(204);
      await ownerStream.until(
        new RegExp(`"session":"${readerSession}"[^\\n]*"selection":\\["n3"\\],"pointer":\\{"x":7,"y":8\\}`),
      );

      // A stranger learns nothing of a private map, and cannot move someone else's session.
      const hidden = await stranger
        .post('/api/documents/presence')
        .query({ id })
        .send({ session: editorSession, selection: [], pointer: null })
        .expect(404);
      expect(hidden.body.code).toBe('MAP_NOT_FOUND');
      const notYours = await owner
        .post('/api/documents/presence')
        .query({ id })
        .send({ session: editorSession, selection: ['x'], pointer: null })
        .expect(404);
      expect(notYours.body).toMatchObject({ code: 'NOT_FOUND', path: 'session' });

      // Bad bodies are named.
      const bad = async (body: unknown, message: RegExp) => {
        const res = await owner
          .post('/api/documents/presence')
          .query({ id })
          .send(body as object)
          .expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.message).toMatch(message);
      };
      await bad({ session: ownerSession, selection: [], pointer: { x: 'a', y: 0 } }, /^pointer\.x: /);
      await bad(
        { session: ownerSession, selection: Array(51).fill('n'), pointer: null },
        /^selection: At most 50/,
      );
      await bad({ session: 'no', selection: [], pointer: null }, /^session: Invalid presence session/);
      await bad({ session: ownerSession, selection: [], pointer: null, extra: 1 }, /Unrecognized key/);
      await owner.post('/api/documents/presence').query({ id: 'x' }).send({}).expect(400);

      // The editor closes its stream: the others see it leave.
      editorStream.close();
      await ownerStream.until(new RegExp(`event: presence-left\\ndata: \\{"session":"${editorSession}"\\}`));
      await readerStream.until(new RegExp(`event: presence-left\\ndata: \\{"session":"${editorSession}"\\}`));
    },
    HEAVY_TEST_TIMEOUT,
  );

  if (backend === 'postgres+s3')
    it(
      'forgets the entries of a process that went silent (the safety net)',
      async () => {
        const owner = await signedInAgent(a.app, OWNER);
        const id = await createMap(owner, 'Expiry');
        const onA = a.app.get(PresenceService);
        // A stream on B: A hears of it through the bus.
        const stream = await openOnB(id, OWNER);
        const session = await sessionOf(stream);
        while (!onA.present(id).some((entry) => entry.session === session))
          await new Promise((resolve) => setTimeout(resolve, 20));
        onA.sweepAt(Date.now() + PRESENCE_EXPIRE_MS / 2);
        expect(onA.present(id).map((entry) => entry.session)).toContain(session);
        onA.sweepAt(Date.now() + PRESENCE_EXPIRE_MS + 1_000);
        expect(onA.present(id).map((entry) => entry.session)).not.toContain(session);
      },
      HEAVY_TEST_TIMEOUT,
    );

  if (backend === 'postgres+s3')
    it(
      'batches presence between processes: the latest per session, split under the NOTIFY limit; a departure is final',
      async () => {
        const owner = await signedUpAgent(a.app, 'eva@example.com', 'Eva');
        const id = await createMap(owner, 'Batches');
        const user = (await b.get(UsersRepository).findWithPassword('eva@example.com'))!;
        const onA = a.app.get(PresenceService);
        const onB = b.get(PresenceService);
        // Five sessions held by B and one observer on A, through the services the event streams use.
        const held: { session: string; leave: () => void }[] = [];
        for (let i = 0; i < 5; i++) {
          let session = '';
          const leave = onB.join(id, user, 'owner', (events) => {
            for (const event of events) if (event.type === 'hello') session = event.session;
          });
          held.push({ session, leave });
        }
        const writes: PresenceEvent[][] = [];
        const leaveA = onA.join(id, user, 'owner', (events) => writes.push(events));
        await until(() => onA.present(id).length === 6 && onB.present(id).length === 6);

        // Every NOTIFY of B about this map, as PostgreSQL carries it.
        const listener = new Client({ connectionString: a.config.databaseUrl });
        const payloads: string[] = [];
        const originB = b.get(MapEventBus).origin;
        listener.on('notification', (n) => {
          if (n.payload?.includes(`"o":"${originB}","m":"${id}"`)) payloads.push(n.payload);
        });
        await listener.connect();
        await listener.query(`LISTEN ${BUS_CHANNEL}`);
        try {
          // In one tick: five big selections, then ten moves of the first session's pointer.
          const selectionOf = (i: number) =>
            Array.from({ length: PRESENCE_MAX_SELECTION }, () => `${String(i)}-${crypto.randomUUID()}`);
          held.forEach(({ session }, i) =>
            onB.update(id, user, { session, selection: selectionOf(i), pointer: { x: 0, y: i } }),
          );
          const first = held[0].session;
          const selection = onB.present(id).find((e) => e.session === first)!.selection;
          for (let x = 1; x <= 10; x++)
            onB.update(id, user, { session: first, selection, pointer: { x, y: 0 } });

          const heard = () => writes.flat().flatMap((e) => (e.type === 'entry' ? [e.entry] : []));
          const latest = (session: string) =>
            heard()
              .filter((e) => e.session === session)
              .at(-1);
          await until(() =>
            held.every(({ session }) => latest(session)?.selection.length === PRESENCE_MAX_SELECTION),
          );
          await until(() => latest(first)?.pointer?.x === 10);
          // The test's own LISTEN connection hears the same NOTIFYs, but not necessarily before A's relay did: wait
          // for the one carrying the last move (a batch's notifications come together, at its commit).
          await until(() => payloads.some((p) => /"pointer":\{"x":10,"y":0\}/.test(p)));
          // Only the latest move crossed the bus and reached the observer; the five came in batches, not one by one.
          const firstPointers = heard()
            .filter((e: PresenceEntry) => e.session === first && e.pointer?.y === 0)
            .map((e) => e.pointer!.x);
          expect(firstPointers).toEqual([10]);
          expect(payloads.some((p) => /"pointer":\{"x":[1-9],"y":0\}/.test(p))).toBe(false);
          // Five selections of 50 ids do not fit one NOTIFY: they went in two or more.
          const big = payloads.filter((p) => /"selection":\["\d-/.test(p));
          for (const payload of payloads)
            expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
          expect(big.length).toBeGreaterThanOrEqual(2);
          expect(writes.some((events) => events.filter((e) => e.type === 'entry').length > 1)).toBe(true);

          // A move then a departure in the same tick: the observer hears the departure last.
          const second = held[1].session;
          onB.update(id, user, { session: second, selection: [], pointer: { x: 99, y: 99 } });
          held[1].leave();
          await until(() => writes.flat().some((e) => e.type === 'left' && e.session === second));
          // News of that session arriving late (here straight from PostgreSQL) does not bring it back.
          const late = { type: 'entry', entry: { ...latest(second)!, pointer: { x: 98, y: 98 } } };
          const marker = { ...latest(first)!, session: 'markerSession1' };
          await listener.query('select pg_notify($1, $2), pg_notify($1, $3)', [
            BUS_CHANNEL,
            JSON.stringify({ o: 'late', m: id, p: [late] }),
            JSON.stringify({ o: 'late', m: id, p: [{ type: 'entry', entry: marker }] }),
          ]);
          await until(() => onA.present(id).some((e) => e.session === 'markerSession1'));
          expect(onA.present(id).map((e) => e.session)).not.toContain(second);
          const afterLeft = writes.flat().slice(writes.flat().findIndex((e) => e.type === 'left'));
          expect(afterLeft.filter((e) => e.type === 'entry' && e.entry.session === second)).toEqual([]);
        } finally {
          await listener.end();
          for (const { leave } of held) leave();
          leaveA();
        }
      },
      HEAVY_TEST_TIMEOUT,
    );
});

import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { createNode, type Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { DATABASE, type Db } from './database.types';

type Agent = ReturnType<typeof request.agent>;

/** Requests sent at once, so that on PostgreSQL (a pool of connections) their database transactions overlap. */
const ROUNDS = 6;
const AT_ONCE = 4;

/**
 * Every unique index or primary key a client's request can run into (the migrations' `unique()` and
 * `addPrimaryKeyConstraint`), reached the way a client would, repeated and in parallel: a clear answer, never a
 * 500, and nothing stored twice. Transaction ids are in `sync/transactionReplay.test.ts`, attachment names in
 * `attachments/attachmentNames.test.ts`; ids the server makes (users, sessions, maps, versions) cannot be chosen.
 */
describeEachBackend('unique constraints a client can reach', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let db: Db;
  const OWNER = 'unique-owner@example.com';
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
    db = t.app.get<Db>(DATABASE);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const parallel = <T>(make: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: AT_ONCE }, (_, i) => make(i)));

  it('map_favorites (map, e-mail): marking a favourite again, or at once, is harmless', async () => {
    const id = await createMap(owner);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await parallel(() => owner.put(`/api/maps/${id}/favorite`).send({ favorite: true }));
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    }
    const rows = await db.selectFrom('map_favorites').selectAll().where('map_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('map_members (map, e-mail): sharing lists saved at once leave one of them, whole', async () => {
    const id = await createMap(owner);
    const lists = Array.from({ length: AT_ONCE }, (_, i) => ({
      [`shared-${i}@example.com`]: 'editor',
      'everyone@example.com': i % 2 ? 'reader' : 'editor',
    }));
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await parallel((i) =>
        owner.post('/api/s3/updateTreeMetadata').send({ id, members: lists[i] }),
      );
      expect(answers.map((res) => [res.status, res.body.code])).toEqual(answers.map(() => [200, undefined]));
      const members = await owner.get('/api/getDocumentMembers').query({ id }).expect(200);
      expect(lists).toContainEqual(members.body);
    }
    // An e-mail written twice in one list, in two cases, is one member (e-mails are lower-cased).
    const twice = await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { 'Case@example.com': 'reader', 'case@example.com': 'editor' } });
    expect(twice.status).toBeLessThan(500);
    const rows = await db.selectFrom('map_members').selectAll().where('map_id', '=', id).execute();
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
  });

  it('review_logs (id) and review_cards (user, map, node): a grade sent again at once is stored once', async () => {
    const id = await createMap(owner);
    const nodes = Array.from({ length: ROUNDS }, (_, i) =>
      createNode({ position: { x: i * 100, y: 0 }, label: `Card ${i}` }),
    );
    const add: Transaction = {
      id: `uq_${Date.now().toString(36)}`,
      label: 'node.created',
      source: 'user',
      ops: nodes.map((node) => ({ type: 'node.add', node })),
    };
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 0, transactions: [add] })
      .expect(200);
    for (const node of nodes) {
      const grade = { nodeId: node.data.id, rating: 3, id: randomUUID() };
      const same = await parallel(() => owner.post(`/api/maps/${id}/reviews`).send(grade));
      expect(same.map((res) => res.status)).toEqual(same.map(() => 200));
      const logs = await db.selectFrom('review_logs').select('id').where('id', '=', grade.id).execute();
      expect(logs).toHaveLength(1);
    }
    // Different grades of one new card at once (two devices): each is a grade, none a 500.
    const node = nodes[0].data.id;
    const fresh = await db.selectFrom('review_logs').select('id').where('map_id', '=', id).execute();
    const others = await parallel(() =>
      owner.post(`/api/maps/${id}/reviews`).send({ nodeId: node, rating: 2, id: randomUUID() }),
    );
    expect(others.map((res) => res.status)).toEqual(others.map(() => 200));
    const after = await db.selectFrom('review_logs').select('id').where('map_id', '=', id).execute();
    expect(after.length - fresh.length).toBe(AT_ONCE);
    const cards = await db.selectFrom('review_cards').selectAll().where('map_id', '=', id).execute();
    expect(cards).toHaveLength(nodes.length);
  });

  it('review_cards: the first grades of a new card from several devices at once are all kept, in turn', async () => {
    const id = await createMap(owner);
    for (let round = 0; round < ROUNDS; round++) {
      const node = createNode({ position: { x: 0, y: round * 100 }, label: `New ${round}` });
      await owner
        .post('/api/documents/transactions')
        .send({
          id,
          baseVersion: round,
          transactions: [
            { id: `new_${round}`, label: 'node.created', source: 'user', ops: [{ type: 'node.add', node }] },
          ],
        })
        .expect(200);
      const answers = await parallel(() =>
        owner.post(`/api/maps/${id}/reviews`).send({ nodeId: node.data.id, rating: 3, id: randomUUID() }),
      );
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    }
    const logs = await db.selectFrom('review_logs').select('id').where('map_id', '=', id).execute();
    expect(logs).toHaveLength(ROUNDS * AT_ONCE);
    // Each grade counted on top of the one before it, none lost to another read before it was stored.
    const due = await owner.get(`/api/maps/${id}/reviews/due`).expect(200);
    expect(due.body.cards.map((card: { card: { reps: number } }) => card.card.reps)).toEqual(
      Array.from({ length: ROUNDS }, () => AT_ONCE),
    );
  });

  it('users (e-mail): signing up with one e-mail at once makes one account and says the e-mail is taken', async () => {
    const answers = await parallel(() =>
      t
        .http()
        .post('/api/auth/signup')
        .send({ email: 'once@example.com', password: 'correct horse', name: 'O' }),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((res) => res.status === 409).map((res) => res.body.code)).toEqual([
      'EMAIL_TAKEN',
      'EMAIL_TAKEN',
      'EMAIL_TAKEN',
    ]);
  });
});

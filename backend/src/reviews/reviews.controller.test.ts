import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { fsrs, createEmptyCard, type Card, type Grade } from 'ts-fsrs';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'rev-owner@example.com';

/** Three titled nodes and one without a title (not a card). */
const document = {
  nodes: [
    { position: { x: 0, y: 0 }, data: { id: 'root', label: 'Biology' } },
    { position: { x: 300, y: 0 }, data: { id: 'cell', label: 'Cell', description: '<p>Unit of life</p>' } },
    { position: { x: 600, y: 0 }, data: { id: 'atp', label: 'ATP' } },
    { position: { x: 600, y: 200 }, data: { id: 'blank', label: '  ' } },
  ],
  edges: [
    { data: { id: 'e1', source: 'root', target: 'cell' } },
    { data: { id: 'e2', source: 'cell', target: 'atp' } },
  ],
};

describeEachBackend('spaced-repetition reviews (issue #13)', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let reader: Agent;
  let stranger: Agent;
  let mapId: string;

  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
    reader = await signedUpAgent(t.app, 'rev-reader@example.com');
    stranger = await signedUpAgent(t.app, 'rev-stranger@example.com');
    mapId = await createMap(owner, 'Biology');
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(mapId, OWNER))
      .set('If-Match', '"0"')
      .send(document)
      .expect(200);
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id: mapId, members: { 'rev-reader@example.com': 'reader' }, isPublic: false })
      .expect(200);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close());

  const grade = (agent: Agent, nodeId: string, rating: unknown) =>
    agent.post(`/api/maps/${mapId}/reviews`).send({ nodeId, rating });
  const due = (agent: Agent) => agent.get(`/api/maps/${mapId}/reviews/due`).expect(200);

  it('lists every titled node as new before any review, in map order', async () => {
    const res = await due(owner);
    expect(res.body).toMatchObject({ dueCount: 0, newCount: 3 });
    expect(res.body.cards.map((c: { nodeId: string }) => c.nodeId)).toEqual(['root', 'cell', 'atp']);
    expect(res.body.cards.every((c: { state: number }) => c.state === 0)).toBe(true);
  });

  it('schedules a scripted sequence exactly as ts-fsrs does', async () => {
    const scheduler = fsrs();
    let expected: Card | null = null;
    for (const rating of [3, 1, 3, 4, 2] as Grade[]) {
      const res = await grade(owner, 'atp', rating).expect(200);
      const { card } = res.body;
      const at = new Date(card.lastReview);
      expected = scheduler.next(expected ?? createEmptyCard(at), at, rating).card;
      expect(card).toEqual({
        due: expected.due.toISOString(),
        stability: expected.stability,
        difficulty: expected.difficulty,
        state: expected.state,
        reps: expected.reps,
        lapses: expected.lapses,
        lastReview: at.toISOString(),
        learningSteps: expected.learning_steps,
        scheduledDays: expected.scheduled_days,
      });
    }
    expect(expected!.reps).toBe(5);
    expect(expected!.lapses).toBeGreaterThanOrEqual(0);
  });

  it('refuses ratings outside 1–4 and nodes that are not cards, changing nothing', async () => {
    const before = (await due(owner)).body;
    for (const rating of [0, 5, 2.5, '3', null]) {
      const res = await grade(owner, 'cell', rating).expect(400);
      expect(res.body.message).toMatch(
        /^rating: rating must be 1 \(Again\), 2 \(Hard\), 3 \(Good\) or 4 \(Easy\)/,
      );
    }
    const unknown = await grade(owner, 'nope', 3).expect(400);
    expect(unknown.body.message).toBe('nodeId: no node "nope" with a title in this map');
    await grade(owner, 'blank', 3).expect(400);
    await grade(owner, '', 3).expect(400);
    expect((await due(owner)).body).toEqual(before);
  });

  it('keeps two users apart: a reader studies the map without touching the owner’s cards', async () => {
    const ownerBefore = (await due(owner)).body;
    const first = await grade(reader, 'cell', 1).expect(200);
    expect(first.body.card).toMatchObject({ state: 1, reps: 1, lapses: 0 });
    const readerDue = (await due(reader)).body;
    expect(readerDue.newCount).toBe(2);
    expect(readerDue.cards.find((c: { nodeId: string }) => c.nodeId === 'atp').state).toBe(0);
    expect((await due(owner)).body).toEqual(ownerBefore);
  });

  it('lists a card graded Again as due after its learning step, before new cards', async () => {
    const res = await grade(reader, 'root', 1).expect(200);
    expect(Date.parse(res.body.card.due) - Date.parse(res.body.card.lastReview)).toBe(60_000);
    const list = (await due(reader)).body;
    // The whole card comes with the list, so a client can preview the next intervals; new cards have none.
    expect(list.cards.find((c: { nodeId: string }) => c.nodeId === 'root').card).toEqual(res.body.card);
    expect(list.cards.find((c: { nodeId: string }) => c.nodeId === 'atp').card).toBeNull();
    expect(list.cards.map((c: { nodeId: string }) => c.nodeId).indexOf('atp')).toBeLessThan(
      list.cards.map((c: { nodeId: string }) => c.nodeId).indexOf('root'),
    );
  });

  it('undoes the last grade: a card graded once is new again, an older grade stays', async () => {
    await grade(stranger, 'cell', 3).expect(404);
    const before = (await due(reader)).body;
    await grade(reader, 'atp', 4).expect(200);
    expect((await due(reader)).body.newCount).toBe(before.newCount - 1);
    const undone = await reader.delete(`/api/maps/${mapId}/reviews/last`).expect(200);
    expect(undone.body).toMatchObject({ nodeId: 'atp', card: { state: 0, reps: 0 } });
    expect((await due(reader)).body).toEqual(before);
    const second = await reader.delete(`/api/maps/${mapId}/reviews/last`).expect(200);
    expect(second.body.nodeId).toBe('root');
    await reader.delete(`/api/maps/${mapId}/reviews/last`).expect(200);
    await reader.delete(`/api/maps/${mapId}/reviews/last`).expect(404);
  });

  it('answers strangers 404 and anonymous callers 401 on every route', async () => {
    await grade(stranger, 'cell', 3).expect(404);
    await stranger.get(`/api/maps/${mapId}/reviews/due`).expect(404);
    await stranger.get(`/api/maps/${mapId}/reviews/stats`).expect(404);
    await stranger.delete(`/api/maps/${mapId}/reviews/last`).expect(404);
    await t.http().get(`/api/maps/${mapId}/reviews/due`).expect(401);
    await t.http().post(`/api/maps/${mapId}/reviews`).send({ nodeId: 'cell', rating: 3 }).expect(401);
  });

  it('reports reviews per day, the due forecast and the true retention', async () => {
    const stats = (await owner.get(`/api/maps/${mapId}/reviews/stats`).expect(200)).body;
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.reviewsPerDay).toHaveLength(90);
    expect(stats.reviewsPerDay.at(-1)).toEqual({ day: today, count: 5 });
    expect(stats.forecast).toHaveLength(30);
    expect(stats.forecast[0].day).toBe(today);
    expect(stats.forecast.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBeLessThanOrEqual(1);
    expect(stats.totalReviews).toBe(5);
    expect(stats.retention === null || (stats.retention >= 0 && stats.retention <= 1)).toBe(true);
  });
  it('stores a grade sent again under its id once, scheduled when it was given (an offline queue)', async () => {
    const id = randomUUID();
    const reviewedAt = new Date(Date.now() - 3_600_000).toISOString();
    const send = (body: object) => reader.post(`/api/maps/${mapId}/reviews`).send(body);
    const first = (await send({ nodeId: 'cell', rating: 3, id, reviewedAt }).expect(200)).body;
    const at = new Date(reviewedAt);
    const expected = fsrs().next(createEmptyCard(at), at, 3).card;
    expect(first.card).toMatchObject({ due: expected.due.toISOString(), lastReview: reviewedAt, reps: 1 });
    // The answer was lost and the queue sends it again: nothing more is stored.
    expect((await send({ nodeId: 'cell', rating: 3, id, reviewedAt }).expect(200)).body).toEqual(first);
    const reused = await send({ nodeId: 'atp', rating: 3, id, reviewedAt }).expect(400);
    expect(reused.body.message).toBe(`id: "${id}" is already another grade's`);
    expect((await send({ nodeId: 'atp', rating: 3, id: 'abc' }).expect(400)).body.message).toMatch(/^id: /);
    const badTime = await send({ nodeId: 'atp', rating: 3, reviewedAt: 'yesterday' }).expect(400);
    expect(badTime.body.message).toMatch(/^reviewedAt: /);
    // One grade was stored: one undo makes the card new again.
    const undone = await reader.delete(`/api/maps/${mapId}/reviews/last`).expect(200);
    expect(undone.body).toMatchObject({ nodeId: 'cell', card: { state: 0, reps: 0 } });
    // A time before the card's last review (graded meanwhile elsewhere) counts as that review's; none in the future.
    await send({ nodeId: 'cell', rating: 3, reviewedAt }).expect(200);
    const earlier = new Date(Date.now() - 7_200_000).toISOString();
    const second = (await send({ nodeId: 'cell', rating: 3, reviewedAt: earlier }).expect(200)).body;
    expect(second.card).toMatchObject({ lastReview: reviewedAt, reps: 2 });
    const future = (await send({ nodeId: 'atp', rating: 3, reviewedAt: '2999-01-01T00:00:00Z' }).expect(200))
      .body;
    expect(Date.parse(future.card.lastReview)).toBeLessThanOrEqual(Date.now());
  });
});

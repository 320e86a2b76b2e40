import type request from 'supertest';
import { createNode, type MapNode, type Operation, type Transaction } from '@mapa/model';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../app.factory';
import { postgresUnavailable } from '../../test/postgresCluster';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedInAgent,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { DATABASE, type Db } from '../database/database.types';

const OWNER = 'replay@example.com';
type Agent = ReturnType<typeof request.agent>;

let seq = 0;
const addNode = (label: string): Transaction => ({
  id: `rp_${Date.now().toString(36)}_${seq++}`,
  label: 'node.created',
  source: 'user',
  ops: [{ type: 'node.add', node: createNode({ position: { x: seq * 10, y: 0 }, label }) }],
});

const relabel = (added: Transaction, label: string): Transaction => {
  const op = added.ops[0] as Extract<Operation, { type: 'node.add' }>;
  const from = op.node;
  return {
    id: `rp_${Date.now().toString(36)}_${seq++}`,
    label: 'node.label.updated',
    source: 'user',
    ops: [{ type: 'node.update', id: from.data.id, from, to: { ...from, data: { ...from.data, label } } }],
  };
};

/**
 * A transaction sent again: an offline client that lost the answer to its save sends the same transactions on the
 * same base (acknowledged as the first time), anything else under a used id is refused naming it, and nothing is
 * ever stored twice.
 */
describeEachBackend('transactions sent again', (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Rita');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const save = (id: string, baseVersion: number, transactions: Transaction[]) =>
    owner.post('/api/documents/transactions').send({ id, baseVersion, transactions });
  const labels = async (id: string) =>
    (await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200)).body.nodes.map(
      (n: MapNode) => n.data.label,
    );
  const logged = async (id: string) => {
    const rows = await t.app
      .get<Db>(DATABASE)
      .selectFrom('map_transactions')
      .select(['revision', 'tx_id'])
      .where('map_id', '=', id)
      .orderBy('revision')
      .execute();
    return rows.map((row) => [Number(row.revision), row.tx_id]);
  };

  it('acknowledges the same transactions on the same base with the revision they got (a lost answer)', async () => {
    const id = await createMap(owner);
    const [a, b] = [addNode('A'), addNode('B')];
    const first = await save(id, 0, [a, b]).expect(200);
    expect(first.body.revision).toBe(2);
    const again = await save(id, 0, [a, b]).expect(200);
    expect(again.body).toEqual({ success: true, revision: 2, lastModified: first.body.lastModified });
    expect(await logged(id)).toEqual([
      [1, a.id],
      [2, b.id],
    ]);
    expect(await labels(id)).toEqual(['A', 'B']);
  });

  it('acknowledges a replay on an older revision (others saved since) with its own revision', async () => {
    const id = await createMap(owner);
    const [a, b] = [addNode('A'), addNode('B')];
    await save(id, 0, [a]).expect(200);
    await save(id, 1, [b]).expect(200);
    const again = await save(id, 0, [a]).expect(200);
    expect(again.body.revision).toBe(1);
    expect(await logged(id)).toEqual([
      [1, a.id],
      [2, b.id],
    ]);
  });

  it('applies what follows a replayed prefix (edits made while the answer was lost) on top of it', async () => {
    const id = await createMap(owner);
    const [a, b] = [addNode('A'), addNode('B')];
    await save(id, 0, [a]).expect(200);
    const more = await save(id, 0, [a, b]).expect(200);
    expect(more.body.revision).toBe(2);
    expect(await labels(id)).toEqual(['A', 'B']);
    // The same, once the map moved on past the prefix: the client must pull first.
    const c = addNode('C');
    await save(id, 2, [addNode('D')]).expect(200);
    const stale = await save(id, 1, [b, c]).expect(409);
    expect(stale.body.code).toBe('CONFLICT_DETECTED');
    expect(await logged(id)).toHaveLength(3);
  });

  it('refuses a used id on the current revision with 409 naming it, storing nothing', async () => {
    const id = await createMap(owner);
    const add = addNode('A');
    await save(id, 0, [add]).expect(200);
    const rename = relabel(add, 'B');
    await save(id, 1, [rename]).expect(200);
    // The same rename (its operations apply again) and another body under its id, both on the current revision.
    for (const body of [rename, { ...addNode('other'), id: rename.id }]) {
      const res = await save(id, 2, [addNode('fresh'), body]).expect(409);
      expect(res.body).toMatchObject({ code: 'TRANSACTION_ID_TAKEN', path: 'transactions[1].id' });
      expect(res.body.message).toContain(`"${rename.id}"`);
      expect(res.body.message).toContain('revision 2');
    }
    // Another body on the base it was first saved on is no replay either: that base is behind (pull first).
    const other = await save(id, 1, [{ ...relabel(add, 'C'), id: rename.id }]).expect(409);
    expect(other.body.code).toBe('CONFLICT_DETECTED');
    expect(await logged(id)).toEqual([
      [1, add.id],
      [2, rename.id],
    ]);
    expect(await labels(id)).toEqual(['B']);
  });

  it('refuses the same id twice in one save with 400 naming the second', async () => {
    const id = await createMap(owner);
    const a = addNode('A');
    const res = await save(id, 0, [a, addNode('B'), { ...a, ops: addNode('C').ops }]).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', path: 'transactions[2].id' });
    expect(res.body.message).toContain(a.id);
    expect(await logged(id)).toEqual([]);
  });

  it('applies two identical saves sent at once exactly once, answering both with the same revision', async () => {
    const id = await createMap(owner);
    const a = addNode('A');
    const [one, two] = await Promise.all([save(id, 0, [a]), save(id, 0, [a])]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.revision).toBe(1);
    expect(two.body.revision).toBe(1);
    expect(await logged(id)).toEqual([[1, a.id]]);
    expect(await labels(id)).toEqual(['A']);
  });
});

const missing = postgresUnavailable();
const describePostgres = missing ? describe.skip : describe;

/** Two server processes on one PostgreSQL: each has its own lock per map, only the database orders their saves. */
describePostgres(`a save sent twice at once to two processes${missing ? ` SKIPPED: ${missing}` : ''}`, () => {
  let a: TestApp;
  let b: NestExpressApplication;
  beforeAll(async () => {
    a = await startTestApp({}, 'postgres+s3');
    b = await createApp(a.config, { logger: false });
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, SERVICES_HOOK_TIMEOUT);

  it('is applied once, and both processes answer it with the same revision', async () => {
    const onA = await signedUpAgent(a.app, 'twice@example.com');
    const onB = await signedInAgent(b, 'twice@example.com');
    const db = a.app.get<Db>(DATABASE);
    // Several rounds, so that some land while the other process is between its checks and its append.
    for (let round = 0; round < 8; round++) {
      const id = await createMap(onA);
      const tx = addNode(`round ${round}`);
      const body = { id, baseVersion: 0, transactions: [tx] };
      const answers = await Promise.all([
        onA.post('/api/documents/transactions').send(body),
        onB.post('/api/documents/transactions').send(body),
      ]);
      expect(answers.map((res) => [res.status, res.body.revision])).toEqual([
        [200, 1],
        [200, 1],
      ]);
      const rows = await db.selectFrom('map_transactions').select('tx_id').where('map_id', '=', id).execute();
      expect(rows.map((row) => row.tx_id)).toEqual([tx.id]);
    }
  });
});

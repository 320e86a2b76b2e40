import type request from 'supertest';
import { createNode, type Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  HEAVY_TEST_TIMEOUT,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { DATABASE, type Db } from '../database/database.types';
import { MapStateCache } from './mapStateCache';
import { PULL_MAX_JSON_BYTES } from './sync.service';

const OWNER = 'log@example.com';
type Agent = ReturnType<typeof request.agent>;

let seq = 0;
/** A transaction adding `count` nodes whose descriptions hold `chars` characters each. */
function addNodes(count: number, chars: number): Transaction {
  const ops = Array.from({ length: count }, (_, i) => {
    const node = createNode({ position: { x: i, y: 0 }, label: `n${i}` });
    return {
      type: 'node.add' as const,
      node: { ...node, data: { ...node.data, description: 'x'.repeat(chars) } },
    };
  });
  return { id: `log_${Date.now().toString(36)}_${seq++}`, label: 'node.created', source: 'user', ops };
}

describeEachBackend('the operation log', (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Lou');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const save = (id: string, baseVersion: number, transactions: Transaction[]) =>
    owner.post('/api/documents/transactions').send({ id, baseVersion, transactions }).expect(200);
  const pull = async (id: string, since: number) =>
    (await owner.get('/api/documents/transactions').query({ id, since }).expect(200)).body;

  it(
    'stores big transactions deflated, and hands them back whole to pulls and to a rebuilt state',
    async () => {
      const id = await createMap(owner);
      const big = addNodes(2000, 40);
      await save(id, 0, [big]);
      const row = await t.app
        .get<Db>(DATABASE)
        .selectFrom('map_transactions')
        .select(['tx', 'tx_size'])
        .where('map_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.tx.startsWith('deflate:')).toBe(true);
      expect(Number(row.tx_size)).toBe(Buffer.byteLength(JSON.stringify(big)));
      expect(row.tx.length).toBeLessThan(Number(row.tx_size) / 5);
      expect((await pull(id, 0)).transactions).toEqual([big]);
      // A state rebuilt from the stored snapshot and the log reads it back too.
      t.app.get(MapStateCache).delete(id);
      await save(id, 1, [addNodes(1, 1)]);
      const doc = await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
      expect(doc.body.nodes).toHaveLength(2001);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    `answers a pull of more than ${PULL_MAX_JSON_BYTES / 1024 / 1024} MB of transactions with reset`,
    async () => {
      const id = await createMap(owner);
      const mb = 1024 * 1024 - 1024;
      for (let revision = 0; revision < 3; revision++) await save(id, revision, [addNodes(6, mb)]);
      expect(await pull(id, 0)).toMatchObject({ reset: true, revision: 3 });
      const recent = await pull(id, 2);
      expect(recent).toMatchObject({ reset: false, revision: 3 });
      expect(recent.transactions).toHaveLength(1);
    },
    HEAVY_TEST_TIMEOUT,
  );
});

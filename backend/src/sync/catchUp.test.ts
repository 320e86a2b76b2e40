import { createNode, type Transaction } from '@mapa/model';
import { createApp } from '../app.factory';
import { ApiException } from '../common/apiException';
import { DocumentWorkers } from '../workers/documentWorkers';
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
import { DEFLATE_FROM_CHARS } from '../database/loggedText';

const OWNER = 'catchup@example.com';

let seq = 0;
function addNode(label: string, descriptionChars = 0): Transaction {
  const node = createNode({ position: { x: seq, y: 0 }, label });
  const data = { ...node.data, description: 'x'.repeat(descriptionChars) };
  return {
    id: `cu_${seq++}`,
    label: 'node.created',
    source: 'user',
    ops: [{ type: 'node.add', node: { ...node, data } }],
  };
}

/**
 * A process whose cached state is behind (another process saved meanwhile) catches up from the log. When that
 * fails half-way (here: the worker pool is full while a big logged transaction is read, 503 `SERVER_BUSY`),
 * the cache must not keep the half-applied state: replaying onto it again would add the same nodes twice and
 * leave the map unreadable in that process for good.
 */
describe('catching up a cached state', () => {
  let a: TestApp;
  let bApp: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    a = await startTestApp();
    // A second process on the same SQLite file and blob folder.
    bApp = await createApp(a.config, { logger: false });
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    await bApp?.close();
    await a?.close();
  }, SERVICES_HOOK_TIMEOUT);

  it(
    'drops the cached state when catching up fails, and serves the right document afterwards',
    async () => {
      const ownerA = await signedUpAgent(a.app, OWNER);
      const ownerB = await signedInAgent(bApp, OWNER);
      const id = await createMap(ownerA);
      const save = (agent: typeof ownerA, baseVersion: number, tx: Transaction) =>
        agent
          .post('/api/documents/transactions')
          .send({ id, baseVersion, transactions: [tx] })
          .expect(200);
      await save(ownerA, 0, addNode('one')); // cached in A at revision 1
      await save(ownerB, 1, addNode('two'));
      await save(ownerB, 2, addNode('three', DEFLATE_FROM_CHARS + 1)); // logged deflated: read by a worker

      const workers = a.app.get(DocumentWorkers);
      const run = workers.run.bind(workers);
      let refused = 0;
      const spy = jest.spyOn(workers, 'run').mockImplementation((task, input) => {
        if (task.name === 'readLogged' && refused++ === 0)
          return Promise.reject(new ApiException(503, 'SERVER_BUSY', 'The server is busy'));
        return run(task, input);
      });
      try {
        const download = () => ownerA.get('/api/documents/download').set(docHeaders(id, OWNER));
        expect((await download()).status).toBe(503);
        const again = await download();
        expect(again.status).toBe(200);
        const labels = (again.body.nodes as { data: { label: string } }[]).map((n) => n.data.label).sort();
        expect(labels).toEqual(['one', 'three', 'two']);
        expect(refused).toBeGreaterThan(1);
      } finally {
        spy.mockRestore();
      }
    },
    HEAVY_TEST_TIMEOUT,
  );
});

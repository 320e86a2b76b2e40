import type request from 'supertest';
import { createNode, type MapNode, type Operation, type Transaction } from '@mapa/model';
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

// Every body here goes through the worker pool (`inlineBodyBytes: 0`), as big bodies do in production.

const OWNER = 'valid@example.com';
type Agent = ReturnType<typeof request.agent>;

let seq = 0;
const tx = (ops: Operation[], label: Transaction['label'] = 'node.created'): Transaction => ({
  id: `tx_${Date.now().toString(36)}_${seq++}`,
  label,
  source: 'user',
  ops,
});
const node = (label = 'A') => createNode({ position: { x: 0, y: 0 }, label });
const withData = (n: MapNode, data: object): MapNode => ({ ...n, data: { ...n.data, ...data } });

describeEachBackend('validating saved operations', (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({ inlineBodyBytes: 0 }, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Val');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);
  // Every save here goes through the worker pool (inlineBodyBytes: 0), whose threads start at the first task and
  // run at a lower priority: on a loaded machine even a small save can take seconds, hence HEAVY_TEST_TIMEOUT.

  const save = (id: string, baseVersion: number, transactions: Transaction[]) =>
    owner.post('/api/documents/transactions').send({ id, baseVersion, transactions });
  const stored = async (id: string) =>
    (await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200)).body;

  // The variants a hostile-input probe got accepted (issue #10): each one, once snapshotted, broke the map.
  const badUpdates: Array<[string, Operation, string]> = [
    ['zoom "huge"', { type: 'canvas.update', key: 'zoom', from: 1, to: 'huge' }, 'to'],
    ['zoom -5', { type: 'canvas.update', key: 'zoom', to: -5 }, 'to'],
    ['center "x"', { type: 'canvas.update', key: 'center', to: 'x' }, 'to'],
    [
      'nodesOrder 42',
      { type: 'document.update', key: 'canvas', from: null, to: { nodesOrder: 42 } },
      'to.nodesOrder',
    ],
    ['defaultTextSize "big"', { type: 'settings.update', key: 'defaultTextSize', to: 'big' }, 'to'],
    [
      'disableAutomaticPositioning "maybe"',
      { type: 'settings.update', key: 'disableAutomaticPositioning', to: 'maybe' },
      'to',
    ],
    ['settings "x"', { type: 'document.update', key: 'settings', to: 'x' }, 'to'],
    ['htmlContent 7', { type: 'document.update', key: 'htmlContent', to: 7 }, 'to'],
    ['an unknown settings key', { type: 'settings.update', key: 'made_up', to: 1 }, 'key'],
    ['canvas.nodesOrder by canvas.update', { type: 'canvas.update', key: 'nodesOrder', to: [] }, 'key'],
  ];

  it.each(badUpdates)(
    'refuses %s with 400 naming the field, and stores nothing of the save',
    async (_, op, at) => {
      const id = await createMap(owner);
      const before = await stored(id);
      const res = await save(id, 0, [
        tx([{ type: 'node.add', node: node() }]),
        tx([op], 'node.updated'),
      ]).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', path: `transactions[1].ops[0].${at}` });
      expect(res.body.message).toMatch(
        new RegExp(`^transactions\\[1\\]\\.ops\\[0\\]\\.${at.replace('.', '\\.')}: `),
      );
      expect(await stored(id)).toEqual(before);
      expect((await owner.get(`/api/maps/${id}`).expect(200)).body.revision).toBe(0);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'accepts the same keys with values of the right type',
    async () => {
      const id = await createMap(owner);
      await save(id, 0, [
        tx(
          [
            { type: 'canvas.update', key: 'zoom', to: 2 },
            { type: 'settings.update', key: 'defaultTextSize', to: 30 },
            { type: 'settings.update', key: 'disableAutomaticPositioning', to: true },
          ],
          'node.updated',
        ),
      ]).expect(200);
      const doc = await stored(id);
      expect(doc.canvas.zoom).toBe(2);
      expect(doc.settings).toMatchObject({ defaultTextSize: 30, disableAutomaticPositioning: true });
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'answers 413 naming a label, a description or htmlContent over its limit',
    async () => {
      const id = await createMap(owner);
      const long = await save(id, 0, [tx([{ type: 'node.add', node: node('x'.repeat(10_001)) }])]).expect(
        413,
      );
      expect(long.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        path: 'transactions[0].ops[0].node.data.label',
      });
      const a = node();
      const big = withData(a, { description: `<p>${'x'.repeat(1024 * 1024)}</p>` });
      const description = await save(id, 0, [
        tx([{ type: 'node.add', node: a }]),
        tx([{ type: 'node.update', id: a.data.id, from: a, to: big }], 'node.updated'),
      ]).expect(413);
      expect(description.body.path).toBe('transactions[1].ops[0].to.data.description');
      const html = {
        type: 'document.update' as const,
        key: 'htmlContent',
        from: '',
        to: 'x'.repeat(2 * 1024 * 1024 + 1),
      };
      const htmlRes = await save(id, 0, [tx([html], 'node.updated')]).expect(413);
      expect(htmlRes.body).toMatchObject({
        path: 'transactions[0].ops[0].to',
        message: 'transactions[0].ops[0].to: at most 2 MB',
      });
      expect((await stored(id)).nodes).toEqual([]);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'takes 20,000 operations in one save and refuses 20,001 with 413',
    async () => {
      const id = await createMap(owner);
      const adds = (n: number) =>
        Array.from({ length: n }, () => ({ type: 'node.add' as const, node: node('n') }));
      const over = await save(id, 0, [tx(adds(10_000)), tx(adds(10_001))]).expect(413);
      expect(over.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', path: 'transactions' });
      expect(over.body.message).toContain('20,001');
      const ok = await save(id, 0, [tx(adds(10_000)), tx(adds(10_000))]).expect(200);
      expect(ok.body.revision).toBe(2);
      expect((await stored(id)).nodes).toHaveLength(20_000);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'refuses JSON nested deeper than 128 levels with 400 naming the limit',
    async () => {
      const id = await createMap(owner);
      const deep = '['.repeat(10_000) + ']'.repeat(10_000);
      const body = `{"id":"${id}","baseVersion":0,"transactions":[{"id":"x","label":"node.created","source":"user","ops":[{"type":"document.update","key":"extra","to":${deep}}]}]}`;
      const res = await owner
        .post('/api/documents/transactions')
        .set('content-type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_JSON' });
      expect(res.body.message).toContain('128 levels');
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'logs rich text sanitised wherever an operation carries it, so pulls never serve it raw',
    async () => {
      const id = await createMap(owner);
      const evil = '<p>hi<img src=x onerror=alert(1)><script>alert(2)</script></p>';
      const a = withData(node(), { description: evil });
      const edited = withData(a, { label: 'B' });
      const ops: Transaction[] = [
        tx([{ type: 'node.add', node: a }]),
        tx([{ type: 'node.update', id: a.data.id, from: a, to: edited }], 'node.updated'),
        tx([{ type: 'document.update', key: 'htmlContent', from: evil, to: evil }], 'node.updated'),
        tx([{ type: 'node.remove', node: edited }], 'node.removed'),
      ];
      await save(id, 0, ops).expect(200);
      const pulled = await owner.get('/api/documents/transactions').query({ id, since: 0 }).expect(200);
      expect(pulled.body.transactions).toHaveLength(4);
      const text = JSON.stringify(pulled.body);
      expect(text).not.toMatch(/onerror|<script/);
      expect(pulled.body.transactions[1].ops[0].from.data.description).toContain('<p>hi');
    },
    HEAVY_TEST_TIMEOUT,
  );
});

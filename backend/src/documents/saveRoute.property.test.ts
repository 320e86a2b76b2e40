import fc from 'fast-check';
import type request from 'supertest';
import {
  MapState,
  canvasSchema,
  createNode,
  createTransaction,
  parseMapDocument,
  settingsSchema,
  type MapDocument,
  type Operation,
  type Transaction,
} from '@mapa/model';
// Test-only helpers of the model package (random valid edits, comparable documents); not part of its public API.
import { intentArb, opsFor } from '../../../model/src/testing/randomChanges';
import { canonical } from '../../../model/src/testing/canonical';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedInAgent,
  signedUpAgent,
  startTestApp,
  type TestApp,
  HEAVY_TEST_TIMEOUT,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { MapsRepository } from '../maps/maps.repository';
import { MapStateCache } from '../sync/mapStateCache';
import { SyncService } from '../sync/sync.service';
import { sanitizeTransaction } from '../common/operationSanitizer';

// Property: whatever a client sends to the save route, valid edits and wrongly typed ones mixed, the map always
// downloads and parses, after a forced snapshot, a dropped cache and a fresh process, and holds exactly the edits
// the server acknowledged.

const OWNER = 'fuzz@example.com';
type Agent = ReturnType<typeof request.agent>;

/** Values of every JSON type, including the ones a hostile-input probe got stored (issue #10). */
const wrongValueArb = fc.oneof(
  fc.constantFrom<unknown>('huge', -5, 'x', 0, null, true, [], {}, { x: 'a' }, { nodesOrder: 42 }, 'maybe'),
  fc.jsonValue({ maxDepth: 3 }),
);
const fieldOf = (shape: object) => fc.constantFrom(...Object.keys(shape), 'made_up');
const NODE_FIELDS = [
  'position',
  'locked',
  'data.label',
  'data.shape',
  'data.textSize',
  'data.dimensions',
  'data.id',
];

const wrongEditArb = fc.oneof(
  fc.record({ kind: fc.constant('canvas' as const), key: fieldOf(canvasSchema.shape), to: wrongValueArb }),
  fc.record({
    kind: fc.constant('settings' as const),
    key: fieldOf(settingsSchema.shape),
    to: wrongValueArb,
  }),
  fc.record({
    kind: fc.constant('document' as const),
    key: fc.constantFrom('canvas', 'settings', 'htmlContent', 'nodes', 'version', 'extra'),
    to: wrongValueArb,
  }),
  fc.record({
    kind: fc.constant('node' as const),
    field: fc.constantFrom(...NODE_FIELDS),
    to: wrongValueArb,
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('drawing' as const), to: wrongValueArb }),
  fc.record({ kind: fc.constant('image' as const), to: wrongValueArb }),
);
type WrongEdit = typeof wrongEditArb extends fc.Arbitrary<infer T> ? T : never;

const stepArb = fc.oneof(
  { weight: 3, arbitrary: intentArb.map((intent) => ({ valid: true as const, intent })) },
  { weight: 2, arbitrary: wrongEditArb.map((edit) => ({ valid: false as const, edit })) },
);

function withField(record: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, inner] = path.split('.');
  if (!inner) return { ...record, [head]: value };
  return { ...record, [head]: { ...(record[head] as object), [inner]: value } };
}

/** A wrongly typed operation, made against the state the way a buggy or hostile client would. */
function wrongOps(state: MapState, edit: WrongEdit): Operation[] {
  switch (edit.kind) {
    case 'canvas':
      return [{ type: 'canvas.update', key: edit.key, to: edit.to }];
    case 'settings':
      return [{ type: 'settings.update', key: edit.key, to: edit.to }];
    case 'document':
      return [{ type: 'document.update', key: edit.key, to: edit.to }];
    case 'drawing':
      return [{ type: 'drawing.update', to: edit.to } as Operation];
    case 'image':
      return [{ type: 'image.add', image: edit.to, index: 0 } as Operation];
    case 'node': {
      const ids = state.nodesOrder();
      const from = ids.length ? state.getNode(ids[edit.pick % ids.length])! : null;
      if (!from) {
        const node = withField(createNode({ position: { x: 0, y: 0 } }), edit.field, edit.to);
        return [{ type: 'node.add', node } as Operation];
      }
      const to = withField(from as unknown as Record<string, unknown>, edit.field, edit.to);
      return [{ type: 'node.update', id: from.data.id, from, to } as Operation];
    }
  }
}

function parsed(text: string): MapDocument {
  const result = parseMapDocument(text);
  if (!result.ok) throw new Error(`the stored map does not parse: ${result.error.message}`);
  return result.document;
}

/** A document in comparable form, as a state holds it (a state always carries `canvas.backgroundImages`). */
const comparable = (doc: MapDocument) => canonical(MapState.fromDocument(doc).toDocument());

describeEachBackend('the save route under random and wrongly typed operations', (backend) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Fuzz');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const download = async (id: string) =>
    parsed((await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200)).text);

  it(
    'always leaves a map that downloads, parses and holds exactly the acknowledged edits',
    async () => {
      const expected = new Map<string, unknown>();
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
          const id = await createMap(owner);
          const mirror = MapState.fromDocument(await download(id));
          let revision = 0;
          for (const step of steps) {
            const ops = step.valid ? opsFor(mirror, step.intent) : wrongOps(mirror, step.edit);
            if (ops.length === 0) continue;
            const tx: Transaction = JSON.parse(JSON.stringify(createTransaction('node.updated', ops)));
            const res = await owner
              .post('/api/documents/transactions')
              .send({ id, baseVersion: revision, transactions: [tx] });
            if (res.status === 200) {
              // What the server applied: the transaction with its rich text sanitised.
              mirror.apply(sanitizeTransaction(tx));
              revision = res.body.revision;
            } else {
              expect({ status: res.status, valid: step.valid }).toEqual({ status: res.status, valid: false });
              expect([400, 413]).toContain(res.status);
            }
          }
          // A forced snapshot, then the state rebuilt from storage (as after a cache drop).
          await t.app.get(SyncService).compact((await t.app.get(MapsRepository).findById(id))!);
          t.app.get(MapStateCache).delete(id);
          const want = comparable(parsed(JSON.stringify(mirror.toDocument())));
          expect(comparable(await download(id))).toEqual(want);
          expected.set(id, want);
        }),
        { numRuns: 20 },
      );
      // A fresh process on the same data: every map still downloads and parses, unchanged.
      await t.restart();
      owner = await signedInAgent(t.app, OWNER);
      for (const [id, want] of expected) expect(comparable(await download(id))).toEqual(want);
    },
    HEAVY_TEST_TIMEOUT,
  );
});

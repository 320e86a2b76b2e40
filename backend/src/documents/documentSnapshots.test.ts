import { Logger } from '@nestjs/common';
import type request from 'supertest';
import {
  createNode,
  parseMapDocument,
  type MapDocument,
  type Operation,
  type Transaction,
} from '@mapa/model';
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
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey, previousDocumentKey } from '../storage/blobKeys';
import { documentMetadata } from '../storage/documentMetadata';
import { MapsRepository } from '../maps/maps.repository';
import { MapStateCache } from '../sync/mapStateCache';
import { SyncService } from '../sync/sync.service';

const OWNER = 'snap@example.com';
type Agent = ReturnType<typeof request.agent>;

let seq = 0;
const tx = (ops: Operation[]): Transaction => ({
  id: `snap_${Date.now().toString(36)}_${seq++}`,
  label: 'node.created',
  source: 'user',
  ops,
});
const addNode = (label: string): Transaction =>
  tx([{ type: 'node.add', node: createNode({ position: { x: 0, y: 0 }, label }) }]);
const labels = (doc: MapDocument) => doc.nodes.map((n) => n.data.label);

describeEachBackend('stored snapshots', (backend) => {
  let t: TestApp;
  let owner: Agent;
  const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER, 'Sam');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);
  beforeEach(() => errors.mockClear());

  const blobs = () => t.app.get<BlobStore>(BLOB_STORE);
  const row = async (id: string) => (await t.app.get(MapsRepository).findById(id))!;
  const save = async (id: string, transactions: Transaction[]) => {
    const revision = Number((await row(id)).revision);
    await owner
      .post('/api/documents/transactions')
      .send({ id, baseVersion: revision, transactions })
      .expect(200);
  };
  const compact = async (id: string) => t.app.get(SyncService).compact(await row(id));
  const download = async (id: string) => {
    const res = await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
    const parsed = parseMapDocument(res.text);
    if (!parsed.ok) throw new Error(`the download does not parse: ${parsed.error.message}`);
    return { doc: parsed.document, etag: res.headers.etag };
  };
  /** Overwrites the stored snapshot with `doc` as it is (metadata kept): damage, or a map broken before checks. */
  const plant = async (key: string, doc: unknown) => {
    const blob = (await blobs().get(key))!;
    await blobs().put(key, Buffer.from(JSON.stringify(doc)), {
      contentType: 'application/json',
      metadata: blob.metadata,
    });
  };
  const storedParses = async (id: string) => {
    const blob = await blobs().get(mapDocumentKey(OWNER, id));
    return !!blob && parseMapDocument(blob.bytes.toString('utf8')).ok;
  };
  const restart = async () => {
    await t.restart();
    owner = await signedInAgent(t.app, OWNER);
  };

  it('writes a snapshot only when the state it holds parses', async () => {
    const id = await createMap(owner);
    await save(id, [addNode('A'), addNode('B')]);
    const before = await blobs().get(mapDocumentKey(OWNER, id));
    // A state that slipped past validation (as maps did before operations were checked field by field).
    const cached = t.app.get(MapStateCache).get(id)!;
    cached.state.apply(tx([{ type: 'canvas.update', key: 'zoom', from: undefined, to: 'huge' }]));
    expect(await compact(id)).toBe(false);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/Snapshot of map .* refused, it does not parse/),
    );
    expect((await blobs().get(mapDocumentKey(OWNER, id)))!.bytes).toEqual(before!.bytes);
    expect(Number((await row(id)).snapshot_revision)).toBe(0);
    // The bad state was dropped with the refusal: the map is served from the stored snapshot plus the log.
    const { doc, etag } = await download(id);
    expect(labels(doc)).toEqual(['A', 'B']);
    expect(etag).toBe('"2"');
  }, 60_000);

  it('never serves a stored snapshot that does not parse: the previous one plus the log stand in, and it is rewritten', async () => {
    const id = await createMap(owner);
    await save(id, [addNode('A'), addNode('B')]);
    expect(await compact(id)).toBe(true); // snapshot at 2; the empty one (0) kept as map.previous
    await save(id, [addNode('C')]);
    expect(await compact(id)).toBe(true); // snapshot at 3; the one at 2 kept as map.previous
    const good = (await download(id)).doc;
    const previous = (await blobs().get(previousDocumentKey(OWNER, id)))!;
    expect(previous.metadata.revision).toBe('2');
    // The snapshot goes bad (here: the values a broken save left behind), then a fresh process starts.
    await plant(mapDocumentKey(OWNER, id), { ...good, canvas: { ...good.canvas, zoom: 'huge' } });
    await restart();
    const { doc, etag } = await download(id);
    expect(doc).toEqual(good);
    expect(etag).toBe('"3"');
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/does not parse/));
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/rebuilt from the previous snapshot \(revision 2\)/),
    );
    // Saving works, and the snapshot is rewritten in the background.
    await save(id, [addNode('D')]);
    expect(labels((await download(id)).doc)).toEqual(['A', 'B', 'C', 'D']);
    // The rewrite runs after the answer: wait for that state (bounded by the test's timeout, not by a count).
    while (!(await storedParses(id))) await new Promise((r) => setTimeout(r, 25));
  }, 60_000);

  it('salvages what parses when no usable previous snapshot is left, and says so', async () => {
    const id = await createMap(owner);
    await save(id, [addNode('A'), addNode('B')]);
    expect(await compact(id)).toBe(true);
    const good = (await download(id)).doc;
    await plant(mapDocumentKey(OWNER, id), {
      ...good,
      canvas: { ...good.canvas, zoom: 'huge', center: 'x' },
      settings: { ...good.settings, defaultTextSize: 'big' },
    });
    await blobs().delete(previousDocumentKey(OWNER, id));
    await blobs().put(previousDocumentKey(OWNER, id), Buffer.from('not json'), {
      contentType: 'application/json',
      metadata: documentMetadata(new Date().toISOString(), 0),
    });
    await restart();
    const { doc } = await download(id);
    expect(labels(doc)).toEqual(['A', 'B']);
    expect(doc.canvas).toEqual(good.canvas);
    expect(doc.settings).toEqual(good.settings);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/salvaged revision 2 by dropping invalid values: .*canvas\.zoom/),
    );
    await save(id, [addNode('C')]);
    expect(labels((await download(id)).doc)).toEqual(['A', 'B', 'C']);
  }, 60_000);
});

import type request from 'supertest';
import {
  createNode,
  type ChangeLabel,
  type MapNode,
  type MapVersionInfo,
  type Transaction,
} from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { VERSION_EVERY_MS } from './versionHistory.service';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'ver-owner@example.com';
const EDITOR = 'ver-editor@example.com';
const READER = 'ver-reader@example.com';
const KEEP = 4;

let seq = 0;
const addNode = (
  label: string,
  txLabel: ChangeLabel = 'node.created',
  source: Transaction['source'] = 'user',
) => {
  const node = createNode({ position: { x: seq * 300, y: 0 }, label });
  const tx: Transaction = {
    id: `tx-ver-${seq++}`,
    label: txLabel,
    source,
    ops: [{ type: 'node.add', node }],
  };
  return { node, tx };
};

describeEachBackend('version history', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let editor: Agent;
  let reader: Agent;
  let stranger: Agent;
  let now = Date.parse('2026-03-01T09:00:00.000Z');

  // `inlineBodyBytes: 0`: bodies and the changes between versions go through the worker pool, as a big map's do.
  beforeAll(async () => {
    t = await startTestApp({ versionsClock: () => now, mapVersionsKeep: KEEP, inlineBodyBytes: 0 }, backend);
    owner = await signedUpAgent(t.app, OWNER);
    editor = await signedUpAgent(t.app, EDITOR);
    reader = await signedUpAgent(t.app, READER);
    stranger = await signedUpAgent(t.app, 'ver-stranger@example.com');
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  async function sharedMap(): Promise<string> {
    const id = await createMap(owner);
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id, members: { [EDITOR]: 'editor', [READER]: 'reader' }, isPublic: false })
      .expect(200);
    return id;
  }
  const save = async (agent: Agent, id: string, baseVersion: number, tx: Transaction) =>
    agent
      .post('/api/documents/transactions')
      .send({ id, baseVersion, transactions: [tx] })
      .expect(200);
  const versions = async (id: string, agent: Agent = owner): Promise<MapVersionInfo[]> =>
    (await agent.get(`/api/maps/${id}/versions`).expect(200)).body.versions;
  const labelsOf = (doc: { nodes: MapNode[] }) => doc.nodes.map((n) => n.data.label);

  it('keeps a version at the first save, then at most every 10 minutes of editing, with authors and changes', async () => {
    const id = await sharedMap();
    const start = await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
    const startNodes = start.body.nodes.length;
    await save(owner, id, 0, addNode('One').tx);
    let list = await versions(id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ revision: 0, reason: 'edit', authors: [OWNER] });
    expect(list[0].changes).toMatchObject({ nodesAdded: startNodes, nodesChanged: 0, nodesRemoved: 0 });

    now += VERSION_EVERY_MS - 1; // not yet 10 minutes: no version
    await save(editor, id, 1, addNode('Two').tx);
    expect(await versions(id)).toHaveLength(1);

    now += 1; // 10 minutes after the first version
    await save(owner, id, 2, addNode('Three').tx);
    list = await versions(id);
    expect(list.map((v) => v.revision)).toEqual([2, 0]);
    expect(list[0]).toMatchObject({ reason: 'edit', authors: [EDITOR, OWNER] });
    expect(list[0].changes).toEqual({
      nodesAdded: 2,
      nodesChanged: 0,
      nodesRemoved: 0,
      edgesAdded: 0,
      edgesChanged: 0,
      edgesRemoved: 0,
      other: false,
    });
    expect(Date.parse(list[0].createdAt)).toBe(now);

    // Each version's document is the map as it was at its revision.
    const kept = await editor.get(`/api/maps/${id}/versions/${list[0].id}`).expect(200);
    expect(kept.headers['content-type']).toMatch(/^application\/json/);
    expect(labelsOf(kept.body).slice(startNodes)).toEqual(['One', 'Two']);
    const first = await owner.get(`/api/maps/${id}/versions/${list[1].id}`).expect(200);
    expect(first.body.nodes).toHaveLength(startNodes);
  });

  it('keeps a version before every import, accepted AI change, restore and whole-document upload', async () => {
    const id = await sharedMap();
    await save(owner, id, 0, addNode('Typed').tx); // first version (revision 0)
    await save(owner, id, 1, addNode('Imported', 'node.imported').tx);
    await save(editor, id, 2, addNode('Suggested', 'Chatbot message', 'ai').tx);
    await save(owner, id, 3, addNode('Back', 'version.restored').tx);
    const current = await owner.get('/api/documents/download').set(docHeaders(id, OWNER)).expect(200);
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"4"')
      .send({ ...current.body, nodes: [], edges: [] })
      .expect(200);
    const list = await versions(id);
    expect(list.map((v) => [v.revision, v.reason])).toEqual([
      [4, 'upload'],
      [3, 'restore'],
      [2, 'ai'],
      [1, 'import'],
    ]); // KEEP = 4: the first version (revision 0) was dropped
    expect(list[2].authors).toEqual([OWNER]);
    expect(list[1].authors).toEqual([EDITOR]);
    expect(list.every((v) => v.changes.nodesAdded === 1)).toBe(true);
    const beforeUpload = await owner.get(`/api/maps/${id}/versions/${list[0].id}`).expect(200);
    expect(labelsOf(beforeUpload.body)).toEqual(
      expect.arrayContaining(['Typed', 'Imported', 'Suggested', 'Back']),
    );
  });

  it('keeps up to the configured count per map, dropping the oldest with its document', async () => {
    const id = await sharedMap();
    const ids: string[] = [];
    for (let revision = 0; revision < KEEP + 2; revision++) {
      now += VERSION_EVERY_MS;
      await save(owner, id, revision, addNode(`N${revision}`).tx);
      ids.push((await versions(id))[0].id);
    }
    const list = await versions(id);
    expect(list).toHaveLength(KEEP);
    expect(list.map((v) => v.revision)).toEqual([5, 4, 3, 2]);
    for (const dropped of ids.slice(0, 2)) await owner.get(`/api/maps/${id}/versions/${dropped}`).expect(404);
    await owner.get(`/api/maps/${id}/versions/${ids[2]}`).expect(200);
  });

  it('is for owners and editors: readers are refused, strangers and bad ids find nothing', async () => {
    const id = await sharedMap();
    await save(owner, id, 0, addNode('x').tx);
    const [version] = await versions(id, editor);
    const forbidden = await reader.get(`/api/maps/${id}/versions`).expect(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    await reader.get(`/api/maps/${id}/versions/${version.id}`).expect(403);
    const hidden = await stranger.get(`/api/maps/${id}/versions`).expect(404);
    expect(hidden.body.code).toBe('MAP_NOT_FOUND');
    await stranger.get(`/api/maps/${id}/versions/${version.id}`).expect(404);
    await t.http().get(`/api/maps/${id}/versions`).expect(404);
    const other = await createMap(owner);
    await owner.get(`/api/maps/${other}/versions/${version.id}`).expect(404); // another map's version
    const bad = await owner.get(`/api/maps/${id}/versions/..%2F..%2Fmap`).expect(404);
    expect(bad.body.code).toBe('NOT_FOUND');
    // A reader's save is refused before any version is kept.
    await reader
      .post('/api/documents/transactions')
      .send({ id, baseVersion: 1, transactions: [addNode('no').tx] })
      .expect(403);
    expect(await versions(id)).toHaveLength(1);
  });
});

import type request from 'supertest';
import type { Transaction } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { DATABASE, type Db } from '../database/database.types';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { AttachmentCleanup, ATTACHMENT_GRACE_MS } from './attachmentCleanup';

type Agent = ReturnType<typeof request.agent>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.4\n2 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const OWNER = 'nodes-owner@example.com';

let seq = 0;
const nodeTx = (type: 'node.add' | 'node.remove', id: string): Transaction => ({
  id: `an_${Date.now().toString(36)}_${seq++}`,
  label: type === 'node.add' ? 'node.created' : 'node.removed',
  source: 'user',
  ops: [{ type, node: { position: { x: seq * 10, y: 0 }, data: { id, label: id } } }],
});

/**
 * Attachments belong to nodes of the saved map: a file for a node the map does not have is refused (the editor
 * saves its pending changes before it uploads), and files whose node is gone are hidden, then deleted with their
 * blobs once the grace period has passed, by a later save or by the sweep. Time is the app's attachments clock.
 */
describeEachBackend('attachments and the nodes of the map', (backend) => {
  let t: TestApp;
  let owner: Agent;
  let now = Date.parse('2026-03-01T12:00:00Z');
  beforeAll(async () => {
    t = await startTestApp({ attachmentsClock: () => now }, backend);
    owner = await signedUpAgent(t.app, OWNER);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close(), SERVICES_HOOK_TIMEOUT);

  const save = async (mapId: string, tx: Transaction) => {
    const since = (await owner.get(`/api/maps/${mapId}`).expect(200)).body.revision as number;
    await owner
      .post('/api/documents/transactions')
      .send({ id: mapId, baseVersion: since, transactions: [tx] })
      .expect(200);
  };
  const upload = (mapId: string, nodeId: string, bytes = PDF, filename = 'notes.pdf') =>
    owner
      .post('/api/nodes/attachments/upload')
      .field('mapId', mapId)
      .field('nodeId', nodeId)
      .attach('file', bytes, { filename, contentType: 'application/pdf' });
  const listed = async (mapId: string, nodeId: string) =>
    (await owner.get('/api/nodes/attachments/list').query({ mapId, nodeId }).expect(200)).body
      .attachments as { fileName: string }[];
  const rows = (mapId: string) =>
    t.app.get<Db>(DATABASE).selectFrom('node_attachments').selectAll().where('map_id', '=', mapId).execute();
  const blob = (mapId: string, nodeId: string, fileName: string) =>
    t.app.get<BlobStore>(BLOB_STORE).get(resourceKey(OWNER, mapId, `attachments/${nodeId}/${fileName}`));

  it('refuses a file for a node the saved map does not have, with 400 naming nodeId, storing nothing', async () => {
    const mapId = await createMap(owner);
    const res = await upload(mapId, 'ghost').expect(400);
    expect(res.body).toMatchObject({ code: 'UNKNOWN_NODE', path: 'nodeId' });
    expect(res.body.message).toContain('"ghost"');
    expect(await listed(mapId, 'ghost')).toEqual([]);
    expect(await rows(mapId)).toEqual([]);
    // The same node once a save brought it: kept and listed.
    await save(mapId, nodeTx('node.add', 'ghost'));
    const up = await upload(mapId, 'ghost').expect(201);
    expect((await listed(mapId, 'ghost')).map((a) => a.fileName)).toEqual([up.body.attachment.fileName]);
  });

  it('gives two files of one name stored in the same millisecond their own names and bytes', async () => {
    const mapId = await createMap(owner);
    await save(mapId, nodeTx('node.add', 'twin'));
    const [one, two] = await Promise.all([upload(mapId, 'twin', PDF), upload(mapId, 'twin', PDF2)]);
    expect([one.status, two.status]).toEqual([201, 201]);
    const names = [one.body.attachment.fileName, two.body.attachment.fileName];
    expect(new Set(names).size).toBe(2);
    expect((await listed(mapId, 'twin')).map((a) => a.fileName).sort()).toEqual([...names].sort());
    expect(Buffer.compare((await blob(mapId, 'twin', names[0]))!.bytes, PDF)).toBe(0);
    expect(Buffer.compare((await blob(mapId, 'twin', names[1]))!.bytes, PDF2)).toBe(0);
  });

  it('hides the files of a node the map never had, and deletes them and their blobs after the grace period', async () => {
    const mapId = await createMap(owner);
    // A file stored for a node that never arrived, as uploads were stored before they were checked.
    const fileName = 'legacy-notes.pdf';
    await t.app
      .get<BlobStore>(BLOB_STORE)
      .put(resourceKey(OWNER, mapId, `attachments/never/${fileName}`), PDF, {
        contentType: 'application/pdf',
      });
    await t.app
      .get<Db>(DATABASE)
      .insertInto('node_attachments')
      .values({
        map_id: mapId,
        node_id: 'never',
        file_name: fileName,
        original_name: 'notes.pdf',
        mime_type: 'application/pdf',
        size: PDF.length,
        uploaded_at: new Date(now).toISOString(),
        uploaded_by: OWNER,
        orphaned_at: null,
      })
      .execute();
    expect(await listed(mapId, 'never')).toHaveLength(1);
    // The next save that adds or removes nodes marks it: hidden from the list, kept for the grace period.
    await save(mapId, nodeTx('node.add', 'other'));
    await waitFor(async () => (await listed(mapId, 'never')).length === 0);
    const cleanup = t.app.get(AttachmentCleanup);
    now += ATTACHMENT_GRACE_MS - 1000;
    await cleanup.sweep();
    expect(await rows(mapId)).toHaveLength(1);
    expect(await blob(mapId, 'never', fileName)).not.toBeNull();
    now += 1000;
    expect(await cleanup.sweep()).toBeGreaterThanOrEqual(1);
    expect(await rows(mapId)).toEqual([]);
    expect(await blob(mapId, 'never', fileName)).toBeNull();
  });

  it('sweeps, in a map nobody saves again, the files of a removed node once the grace period has passed', async () => {
    const mapId = await createMap(owner);
    await save(mapId, nodeTx('node.add', 'gone'));
    const { fileName } = (await upload(mapId, 'gone').expect(201)).body.attachment as { fileName: string };
    await save(mapId, nodeTx('node.remove', 'gone'));
    await waitFor(async () => (await listed(mapId, 'gone')).length === 0);
    expect(await blob(mapId, 'gone', fileName)).not.toBeNull();
    now += ATTACHMENT_GRACE_MS;
    await t.app.get(AttachmentCleanup).sweep();
    expect(await rows(mapId)).toEqual([]);
    expect(await blob(mapId, 'gone', fileName)).toBeNull();
  });
});

/** Polls a state the save's clean-up reaches after it answers (it runs after the response). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

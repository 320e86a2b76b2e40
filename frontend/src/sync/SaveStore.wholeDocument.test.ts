import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { newId, type MapState, type Transaction } from '@mapa/model';
import { ApiError } from '../api/ApiError';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { BIG_MAP_NODES as NODES, content, layout, moved, treeDocument } from '../testing/bigMap';
import { logServer, setup } from '../testing/saveServer';
import { IndexedDbPendingStorage } from './pendingStorage';

// Big changes (a layout of a large map) are saved as the whole document: SaveStore over the fake server's log.
// Maps of 5,000 nodes: a test takes seconds on a busy machine.
jest.setTimeout(60_000);

/** Another user's drag of one node to height `y`. */
function drag(state: MapState, id: string, y: number): Transaction {
  const node = state.getNode(id)!;
  return {
    id: newId(),
    label: 'element.drag',
    source: 'user',
    ops: [{ type: 'node.update', id, from: node, to: moved(node, y) }],
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SaveStore: a big change is saved as the whole document', () => {
  it('uploads with If-Match of the revision, acknowledges everything it holds, and what follows goes as operations', async () => {
    const server = logServer(7, treeDocument());
    const { doc, save, edit } = setup({ server });
    edit('before', 'n1');
    const tx = layout(doc.state, 100);
    doc.apply(tx);
    await jest.advanceTimersByTimeAsync(2000);
    expect(server.uploads).toEqual([{ baseVersion: 7, bytes: expect.any(Number) }]);
    expect(server.uploads[0].bytes).toBeLessThan(JSON.stringify(tx).length);
    expect(server.saves).toHaveLength(0);
    expect(save.revision).toBe(8);
    expect(save.pendingChanges).toBe(false);
    expect(save.status).toBe('saved');
    expect(save.lastSaved).toBe('uploaded 8');
    expect(server.state.getNode(`n${NODES - 1}`)?.position.y).toBe(100);
    expect(server.state.getNode('n1')?.data.label).toBe('before');

    edit('after', 'n2');
    await jest.advanceTimersByTimeAsync(2000);
    expect(server.saves.map((s) => [s.baseVersion, s.transactions.length])).toEqual([[8, 1]]);
    expect(server.uploads).toHaveLength(1);
    expect(server.state.getNode('n2')?.data.label).toBe('after');
    expect(save.revision).toBe(9);
  });

  it('an edit made while the upload is on its way stays pending and is sent as operations after it', async () => {
    const server = logServer(7, treeDocument());
    const { doc, save, edit } = setup({ server });
    const upload = server.transport.upload;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.transport.upload = (base, json) => gate.then(() => upload(base, json));
    doc.apply(layout(doc.state, 100));
    await jest.advanceTimersByTimeAsync(2000);
    edit('during', 'n3');
    release();
    await jest.advanceTimersByTimeAsync(10);
    expect(save.pendingTransactions.map((tx) => tx.label)).toEqual(['node.label.updated']);
    await jest.advanceTimersByTimeAsync(2000); // its own debounce
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7]);
    expect(server.saves.map((s) => s.baseVersion)).toEqual([8]);
    expect(server.state.getNode('n3')).toMatchObject({ position: { y: 100 }, data: { label: 'during' } });
    expect(save.pendingChanges).toBe(false);
  });

  it('on 409 pulls, rebases the big change on the remote edits (remote wins on the same field) and uploads again', async () => {
    const server = logServer(7, treeDocument());
    const { doc, save, onConflicts } = setup({ server });
    server.remoteEdit(labelTransaction(server.state, 'n10', 'theirs'));
    server.remoteEdit(drag(server.state, 'n20', -5));
    doc.apply(layout(doc.state, 100));
    await jest.advanceTimersByTimeAsync(2000);
    await jest.advanceTimersByTimeAsync(10); // the upload again, after the rebase
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7, 9]);
    expect(server.state.getNode('n10')).toMatchObject({ position: { y: 100 }, data: { label: 'theirs' } });
    expect(server.state.getNode('n20')?.position.y).toBe(-5);
    expect(onConflicts).toHaveBeenCalledWith([expect.objectContaining({ id: 'n20', field: 'position' })]);
    expect(content(doc.state)).toEqual(content(server.state));
    expect(save.revision).toBe(10);
    expect(save.pendingChanges).toBe(false);
  });

  it('other editors of the map converge: one behind the upload reloads it and rebases its own edit on it', async () => {
    const server = logServer(7, treeDocument());
    const a = setup({ server });
    const b = setup({ server });
    const idle = setup({ server });
    a.doc.apply(layout(a.doc.state, 100));
    b.edit('from b', 'n5');
    await jest.advanceTimersByTimeAsync(2000); // a uploads (8); b's operations on 7 get 409, the pull says reset
    await jest.advanceTimersByTimeAsync(10); // b resends on the downloaded revision
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7]);
    expect(server.saves.map((s) => s.baseVersion)).toEqual([7, 8]);
    expect(b.doc.state.getNode('n5')).toMatchObject({ position: { y: 100 }, data: { label: 'from b' } });
    await a.save.sync();
    await idle.save.sync();
    for (const editor of [a, b, idle]) expect(content(editor.doc.state)).toEqual(content(server.state));
    expect([a, b, idle].map((editor) => editor.save.revision)).toEqual([9, 9, 9]);
  });

  it('an upload whose answer was lost is found on the server after the 409 (reset, download): nothing is sent twice', async () => {
    const server = logServer(7, treeDocument());
    const { doc, save } = setup({ server });
    const upload = server.transport.upload;
    server.answers.push(() =>
      upload(7, JSON.stringify(doc.state.toDocument())).then(() =>
        Promise.reject(new ApiError(502, 'X', 'bad gateway')),
      ),
    );
    doc.apply(layout(doc.state, 100));
    await jest.advanceTimersByTimeAsync(2000); // accepted, but the client saw a 502
    await jest.advanceTimersByTimeAsync(1000); // retry: 409; the pull says reset; the download holds our layout
    // The call the client made, the server's acceptance inside it, the retry (409).
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7, 7, 7]);
    expect(server.revision()).toBe(8);
    expect(save.pendingChanges).toBe(false);
    expect(save.revision).toBe(8);
    expect(content(doc.state)).toEqual(content(server.state));
  });

  it('undoing a big change is a big change too: it is uploaded the same way', async () => {
    const server = logServer(7, treeDocument());
    const { doc, save } = setup({ server });
    doc.apply(layout(doc.state, 100));
    await jest.advanceTimersByTimeAsync(2000);
    doc.undo();
    await jest.advanceTimersByTimeAsync(2000);
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7, 8]);
    expect(server.saves).toHaveLength(0);
    expect(server.state.getNode('n42')?.position.y).toBe(0);
    expect(save.revision).toBe(9);
  });

  it('is not sent on page close (no keepalive request carries it); if the page stays after all, it still goes', async () => {
    const server = logServer(7, treeDocument());
    const { doc, save, unload } = setup({ server });
    doc.apply(layout(doc.state, 100));
    unload();
    await jest.advanceTimersByTimeAsync(0);
    expect(server.saves).toHaveLength(0);
    expect(server.uploads).toHaveLength(0);
    // A cancelled unload, or the back-forward cache: its debounce was left running.
    await jest.advanceTimersByTimeAsync(2000);
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7]);
    expect(save.status).toBe('saved');
  });
});

describe('SaveStore: a big change kept in IndexedDB', () => {
  // fake-indexeddb runs its requests on setImmediate, which the fake clock drives too: no waiting on real time.
  const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);
  const stored = async (factory: IDBFactory) => {
    const record = new IndexedDbPendingStorage(factory).load('map-1');
    await settle();
    return record;
  };

  it('is stored as the whole document plus the small edits after it, and restored after a reload', async () => {
    const factory = new IDBFactory();
    const server = logServer(7, treeDocument());
    const first = setup({ server, storage: new IndexedDbPendingStorage(factory), debounceMs: 5 });
    first.goOffline();
    first.doc.apply(layout(first.doc.state, 100));
    await settle();
    first.edit('after the layout', 'n1');
    await settle();
    const kept = await stored(factory);
    expect(kept).toMatchObject({ baseVersion: 7, document: { label: 'template.applied' } });
    expect(typeof kept?.document?.json).toBe('string');
    expect(kept?.transactions.map((tx) => tx.label)).toEqual(['node.label.updated']);
    first.stop(); // the page goes away with nothing sent

    // Meanwhile someone else renames a node and drags another; the reloaded page loads the server's document.
    server.remoteEdit(labelTransaction(server.state, 'n7', 'theirs'));
    server.remoteEdit(drag(server.state, 'n8', -5));
    const second = setup({ server, storage: new IndexedDbPendingStorage(factory), debounceMs: 5 });
    await settle();
    expect(second.doc.state.getNode(`n${NODES - 1}`)?.position.y).toBe(100);
    await settle(200);
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([9]);
    expect(server.state.getNode(`n${NODES - 1}`)?.position.y).toBe(100);
    expect(server.state.getNode('n1')?.data.label).toBe('after the layout');
    expect(server.state.getNode('n7')?.data.label).toBe('theirs'); // three-way: their edit is not reverted
    expect(server.state.getNode('n8')?.position.y).toBe(-5); // same field: remote wins
    expect(second.onConflicts).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'n8', field: 'position' }),
    ]);
    expect(content(second.doc.state)).toEqual(content(server.state));
    expect(second.save.pendingChanges).toBe(false);
    expect(await stored(factory)).toBeNull();
    second.stop();
  });

  it('after another whole-document upload (nothing to rebase on) the kept document wins where it differs', async () => {
    const factory = new IDBFactory();
    const server = logServer(7, treeDocument());
    const first = setup({ server, storage: new IndexedDbPendingStorage(factory), debounceMs: 5 });
    first.goOffline();
    first.doc.apply(layout(first.doc.state, 100));
    await settle();
    first.stop();

    const other = setup({ server, debounceMs: 5 });
    other.doc.apply(layout(other.doc.state, 50));
    other.edit('theirs', 'n7');
    await settle();
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7]);
    other.stop();

    const second = setup({ server, storage: new IndexedDbPendingStorage(factory), debounceMs: 5 });
    await settle(200);
    expect(server.uploads.map((u) => u.baseVersion)).toEqual([7, 8]);
    expect(server.state.getNode('n3')?.position.y).toBe(100);
    expect(server.state.getNode('n7')?.data.label).toBe('N7'); // two-way: their edit of it is overwritten
    expect(content(second.doc.state)).toEqual(content(server.state));
    second.stop();
  });
});

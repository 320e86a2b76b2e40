import { addNodeOps, createNode, createTransaction, type Transaction } from '@mapa/model';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { content } from '../testing/bigMap';
import { logServer } from '../testing/saveServer';
import { DocumentStore, type DocumentChange } from '../stores/DocumentStore';
import { PendingQueue } from './pendingQueue';
import { RemoteCatchUp } from './remoteCatchUp';

/** An editor's map, queue and catch-up on `server`, and what its document's listeners were told. */
function editor(server = logServer()) {
  const doc = new DocumentStore(server.state.toDocument());
  const told: DocumentChange[] = [];
  doc.subscribe((change) => told.push(change));
  const queue = new PendingQueue({
    mapId: 'map-1',
    revision: server.revision(),
    record: (mapId, baseVersion, pending) => ({ mapId, baseVersion, transactions: [...pending] }),
    onChange: () => undefined,
  });
  const onConflicts = jest.fn();
  const catchUp = new RemoteCatchUp(doc, server.transport, queue, onConflicts);
  /** A local edit: applied, and queued as the SaveStore does. */
  const edit = (tx: Transaction) => (doc.apply(tx), queue.push(tx));
  const seen = () => told.splice(0).map((c) => (c.kind === 'load' ? 'load' : `${c.tx.label} ${c.tx.source}`));
  return { server, doc, queue, catchUp, onConflicts, edit, seen, told };
}

/** Another editor adds a node, as one 'node.created' transaction saved on the server. */
function remoteNodeCreated(server: ReturnType<typeof logServer>): Transaction {
  const node = createNode({ id: 'theirs', position: { x: 40, y: 40 }, label: 'Theirs' });
  const tx = createTransaction('node.created', addNodeOps(server.state, node));
  server.remoteEdit(tx);
  return tx;
}

describe('RemoteCatchUp', () => {
  it("tells a collaborator's change to the listeners with its own label and id, as remote", async () => {
    const { server, doc, queue, catchUp, told, seen } = editor();
    const theirs = remoteNodeCreated(server);
    expect(await catchUp.pull()).toBe('remote');
    expect(told).toEqual([{ kind: 'transaction', tx: expect.objectContaining({ id: theirs.id }) }]);
    expect(seen()).toEqual(['node.created remote']);
    expect(queue.revision).toBe(server.revision());
    expect(content(doc.state)).toEqual(content(server.state));
    expect(doc.canUndo).toBe(false); // never recorded for undo
  });

  it('under pending edits: rewinds them, applies the remote change, rebases them, each told as what it is', async () => {
    const { server, doc, queue, catchUp, edit, seen } = editor();
    edit(labelTransaction(doc.state, 'a', 'mine')!);
    seen();
    remoteNodeCreated(server);
    await catchUp.pull();
    expect(seen()).toEqual(['undo.performed remote', 'node.created remote', 'node.label.updated remote']);
    expect(queue.transactions.map((tx) => [tx.label, tx.source])).toEqual([['node.label.updated', 'user']]);
    expect(doc.state.getNode('a')?.data.label).toBe('mine');
    expect(doc.state.getNode('theirs')?.data.label).toBe('Theirs');
    expect(doc.canUndo).toBe(true); // the local edit is still the user's to undo
  });

  it('a pending edit the server already holds (its answer was lost) is dropped, not sent twice', async () => {
    const { server, doc, queue, catchUp, edit } = editor();
    const mine = labelTransaction(doc.state, 'a', 'mine')!;
    edit(mine);
    server.remoteEdit(mine);
    await catchUp.pull();
    expect(queue.length).toBe(0);
    expect(content(doc.state)).toEqual(content(server.state));
  });

  it('on the same field the remote value wins and the lost edit is reported', async () => {
    const { server, doc, queue, catchUp, edit, onConflicts } = editor();
    edit(labelTransaction(doc.state, 'a', 'mine')!);
    server.remoteEdit(labelTransaction(server.state, 'a', 'theirs'));
    await catchUp.pull();
    expect(doc.state.getNode('a')?.data.label).toBe('theirs');
    expect(queue.length).toBe(0);
    expect(onConflicts).toHaveBeenCalledWith([
      expect.objectContaining({ label: 'node.label.updated', element: 'node', id: 'a', field: 'data.label' }),
    ]);
  });

  it('when the log was reset by an upload, loads the server document and rebases the queue on it', async () => {
    const { server, doc, queue, catchUp, edit, seen } = editor();
    edit(labelTransaction(doc.state, 'b', 'mine')!);
    seen();
    const uploaded = server.state.toDocument();
    uploaded.nodes = uploaded.nodes.map((n) =>
      n.data.id === 'a' ? { ...n, data: { ...n.data, label: 'up' } } : n,
    );
    await server.transport.upload(server.revision(), JSON.stringify(uploaded));
    await catchUp.pull();
    expect(seen()).toEqual(['load', 'node.label.updated remote']);
    expect(queue.revision).toBe(server.revision());
    expect(doc.state.getNode('a')?.data.label).toBe('up');
    expect(doc.state.getNode('b')?.data.label).toBe('mine');
  });

  it('nothing new: resolves null and tells nobody; an announced revision is due until the queue reaches it', async () => {
    const { server, catchUp, seen } = editor();
    expect(await catchUp.pull()).toBeNull();
    expect(seen()).toEqual([]);
    remoteNodeCreated(server);
    catchUp.announce(server.revision());
    expect(catchUp.due).toBe(true);
    await catchUp.pull();
    expect(catchUp.due).toBe(false);
  });
});

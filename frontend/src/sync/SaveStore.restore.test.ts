import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createTransaction, moveNodesOps, type Transaction } from '@mapa/model';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { content } from '../testing/bigMap';
import { holdRequests, logServer, setup } from '../testing/saveServer';
import { IndexedDbPendingStorage } from './pendingStorage';

// Changes an earlier visit left in IndexedDB are restored when the map opens again: the record is read, the
// transactions saved since its revision are pulled, and what the server lacks is rebased and sent. Meanwhile the
// user may already be editing. (fake-indexeddb runs on setImmediate, which the fake clock drives.)

const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);
const labels = (transactions: readonly Transaction[]) =>
  transactions.map((tx) => tx.ops.map((op) => (op.type === 'node.update' ? op.to.data.label : null)).join());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A first visit that edits `a` offline and goes away; then someone else edits `c` (so the restore must pull). */
async function leftBehind() {
  const factory = new IDBFactory();
  const server = logServer();
  const first = setup({ server, storage: new IndexedDbPendingStorage(factory) });
  first.goOffline();
  first.edit('kept', 'a');
  await settle();
  first.stop();
  server.remoteEdit(labelTransaction(server.state, 'c', 'theirs'));
  const open = () => setup({ server, storage: new IndexedDbPendingStorage(factory) });
  const stored = async () => {
    const record = new IndexedDbPendingStorage(factory).load('map-1');
    await settle();
    return record;
  };
  return { server, open, stored };
}

describe('SaveStore restoring the changes of an earlier visit', () => {
  it('an edit made while they are restored is saved before them, in the order the document took them', async () => {
    const { server, open } = await leftBehind();
    const pulls = holdRequests(server.transport, 'pull');
    const second = open();
    await settle(); // the record is read; its pull is on its way
    const { doc } = second;
    doc.apply(
      createTransaction('element.drag', moveNodesOps(doc.state, [{ id: 'a', position: { x: 5, y: 5 } }])),
    );
    pulls.release();
    await settle(2100);
    // The drag carries node a's whole record as it was (label 'A'); sent after the restored label, it undid it.
    expect(server.state.getNode('a')).toMatchObject({ position: { x: 5, y: 5 }, data: { label: 'kept' } });
    expect(content(doc.state)).toEqual(content(server.state));
    expect(second.save.status).toBe('saved');
  });

  it('they stay in storage, with the edits made meanwhile, until restored: a page closed before that loses neither', async () => {
    const { server, open, stored } = await leftBehind();
    const pulls = holdRequests(server.transport, 'pull');
    const second = open();
    await settle();
    second.edit('meanwhile', 'b');
    await settle();
    expect(labels((await stored())!.transactions)).toEqual(['kept', 'meanwhile']);
    second.stop(); // closed while its restore still waits for the pull
    pulls.abandon();
    const third = open();
    await settle(2100);
    expect(server.state.getNode('a')?.data.label).toBe('kept');
    expect(server.state.getNode('b')?.data.label).toBe('meanwhile');
    expect(server.state.getNode('c')?.data.label).toBe('theirs');
    expect(content(third.doc.state)).toEqual(content(server.state));
    expect(await stored()).toBeNull();
  });

  it('when the kept changes cannot be read, says so, leaves them alone, and still saves to the server', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const written: unknown[] = [];
    const { save, edit, server } = setup({
      storage: {
        load: () => Promise.reject(new Error('corrupt record')),
        save: (record) => (written.push(record), Promise.resolve()),
      },
    });
    expect(save.keptUnreadable).toBe(false);
    await settle();
    expect(save.keptUnreadable).toBe(true);
    edit('after');
    await settle(2100);
    expect(server.state.getNode('a')?.data.label).toBe('after');
    expect(save.status).toBe('saved');
    expect(written).toEqual([]);
    warn.mockRestore();
  });

  it('a failed pull of what was saved since is logged, and the kept changes are still restored', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, open } = await leftBehind();
    const pull = server.transport.pull;
    server.transport.pull = () => Promise.reject(new Error('offline'));
    const second = open();
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be pulled'), expect.any(Error));
    server.transport.pull = pull;
    await settle(2100);
    expect(server.state.getNode('a')?.data.label).toBe('kept');
    expect(content(second.doc.state)).toEqual(content(server.state));
    warn.mockRestore();
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { sampleDocument } from '../testing/sampleDocument';
import { MapState, type Transaction } from '@mapa/model';
import { IndexedDbPendingStorage, type PendingRecord, type PendingStorage } from './pendingStorage';
import { PendingQueue } from './pendingQueue';

const state = MapState.fromDocument(sampleDocument());
const edit = (label: string, id = 'a') => labelTransaction(state, id, label)!;
const labels = (txs: readonly Transaction[] | undefined) =>
  (txs ?? []).map((tx) => tx.ops.map((op) => (op.type === 'node.update' ? op.to.data.label : null)).join());

function queue(storage: PendingStorage = new IndexedDbPendingStorage(new IDBFactory()), revision = 7) {
  const onChange = jest.fn();
  const q = new PendingQueue({
    mapId: 'map-1',
    revision,
    storage,
    record: (mapId, baseVersion, pending): PendingRecord => ({
      mapId,
      baseVersion,
      transactions: [...pending],
    }),
    onChange,
  });
  return { q, onChange, stored: () => storage.load('map-1') };
}

describe('PendingQueue', () => {
  it('keeps every edit in storage with the revision it is based on, and tells each change', async () => {
    const { q, onChange, stored } = queue();
    q.push(edit('one'));
    q.push(edit('two'));
    await q.kept;
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(q.length).toBe(2);
    expect(await stored()).toMatchObject({ baseVersion: 7 });
    expect(labels((await stored())?.transactions)).toEqual(['one', 'two']);
  });

  it('drops what the server acknowledged and moves to its revision; an empty queue leaves nothing stored', async () => {
    const { q, stored } = queue();
    q.push(edit('one'));
    q.push(edit('two'));
    q.acknowledge(1, 8);
    await q.kept;
    expect(q.revision).toBe(8);
    expect(await stored()).toMatchObject({ baseVersion: 8 });
    expect(labels((await stored())?.transactions)).toEqual(['two']);
    q.acknowledge(1, 9);
    await q.kept;
    expect(await stored()).toBeNull();
  });

  it('a rebase (inside a remote change) is stored only when kept, once the pull is over', async () => {
    const { q, onChange, stored } = queue();
    q.push(edit('one'));
    await q.kept;
    q.rebased([edit('rebased')], 12);
    await q.kept;
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(labels((await stored())?.transactions)).toEqual(['one']);
    q.keep();
    await q.kept;
    expect(await stored()).toMatchObject({ baseVersion: 12 });
    expect(labels((await stored())?.transactions)).toEqual(['rebased']);
  });

  it('while an earlier visit is restored storage keeps its record with the edits made meanwhile', async () => {
    const storage = new IndexedDbPendingStorage(new IDBFactory());
    await storage.save({ mapId: 'map-1', baseVersion: 5, transactions: [edit('earlier')] });
    const { q, stored } = queue(storage);
    const loading = q.loadKept();
    q.push(edit('meanwhile', 'b'));
    const record = await loading;
    await q.kept;
    expect(labels(record?.transactions)).toEqual(['earlier']);
    expect(await stored()).toMatchObject({ baseVersion: 5 });
    expect(labels((await stored())?.transactions)).toEqual(['earlier', 'meanwhile']);
    q.restored([edit('earlier, rebased')]);
    q.endRestore();
    await q.kept;
    expect(await stored()).toMatchObject({ baseVersion: 7 });
    expect(labels((await stored())?.transactions)).toEqual(['meanwhile', 'earlier, rebased']);
  });

  it('storage that cannot be read restores nothing, says so, and is never written over', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved: PendingRecord[] = [];
    const broken: PendingStorage = {
      load: () => Promise.reject(new Error('corrupt')),
      save: (record) => (saved.push(record), Promise.resolve()),
    };
    const { q } = queue(broken);
    // An edit made while the record loads: its write waits for the read, then must not happen either.
    const loading = q.loadKept();
    q.push(edit('meanwhile'));
    expect(await loading).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.any(Error));
    expect(q.keptUnreadable).toBe(true);
    q.endRestore();
    q.push(edit('one'));
    await q.kept;
    // The edits are still queued for the server; storage, which holds the unreadable record, is left alone.
    expect(labels(q.transactions)).toEqual(['meanwhile', 'one']);
    expect(saved).toEqual([]);
    warn.mockRestore();
  });
});

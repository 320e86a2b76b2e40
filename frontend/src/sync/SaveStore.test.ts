import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { ApiError, NETWORK_ERROR } from '../api/ApiError';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { logServer, setup } from '../testing/saveServer';
import { IndexedDbPendingStorage } from './pendingStorage';
import { LeaveGuard } from './LeaveGuard';

const fail = (error: unknown) => () => Promise.reject(error);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SaveStore', () => {
  it('debounces changes by 2 s and sends the transactions made since the last acknowledged revision', async () => {
    const { save, edit, saves, state } = setup();
    edit('one');
    await jest.advanceTimersByTimeAsync(1500);
    edit('two');
    await jest.advanceTimersByTimeAsync(1999);
    expect(saves).toHaveLength(0);
    expect(save.pendingChanges).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(1);
    expect(saves[0].baseVersion).toBe(7);
    expect(saves[0].transactions.map((tx) => tx.label)).toEqual(['node.label.updated', 'node.label.updated']);
    expect(state.getNode('a')?.data.label).toBe('two');
    expect(save.status).toBe('saved');
    expect(save.revision).toBe(9);
    expect(save.pendingChanges).toBe(false);
    expect(save.lastSaved).toBe('2026-01-01T00:00:09Z');
  });

  it('sends a payload the size of the edit, not of the map', async () => {
    const { edit, saves } = setup();
    edit('one');
    await jest.advanceTimersByTimeAsync(2000);
    expect(saves[0].bytes).toBeLessThan(2048);
  });

  it('when the map moved on, pulls, keeps both edits on different nodes and resends on the new revision', async () => {
    const { doc, save, edit, saves, state, remoteEdit, onConflicts } = setup();
    remoteEdit(labelTransaction(state, 'b', 'theirs'));
    edit('mine', 'a');
    await jest.advanceTimersByTimeAsync(2000);
    await jest.advanceTimersByTimeAsync(10); // the resend after the rebase
    expect(saves.map((s) => s.baseVersion)).toEqual([7, 8]);
    expect(state.getNode('a')?.data.label).toBe('mine');
    expect(state.getNode('b')?.data.label).toBe('theirs');
    expect(doc.state.getNode('b')?.data.label).toBe('theirs');
    expect(save.status).toBe('saved');
    expect(onConflicts).not.toHaveBeenCalled();
  });

  it('on the same field the remote value wins and the user is told which edit was replaced', async () => {
    const { doc, save, edit, state, remoteEdit, onConflicts } = setup();
    remoteEdit(labelTransaction(state, 'a', 'theirs'));
    edit('mine', 'a');
    await jest.advanceTimersByTimeAsync(2000);
    expect(state.getNode('a')?.data.label).toBe('theirs');
    expect(doc.state.getNode('a')?.data.label).toBe('theirs');
    expect(onConflicts).toHaveBeenCalledWith([expect.objectContaining({ id: 'a', field: 'data.label' })]);
    expect(save.pendingChanges).toBe(false);
    expect(save.status).toBe('saved');
  });

  it('a save whose answer was lost is recognised on the pull and not sent twice', async () => {
    const { edit, saves, log, answers, transport, save } = setup();
    const realSave = transport.save;
    answers.push(() =>
      realSave(7, saves[0].transactions).then(() => Promise.reject(new ApiError(502, 'X', 'bad gateway'))),
    );
    edit('once');
    await jest.advanceTimersByTimeAsync(2000); // accepted, but the client saw a 502
    await jest.advanceTimersByTimeAsync(1000); // retry: 409, pull shows our own transaction
    expect(log).toHaveLength(1);
    expect(save.pendingChanges).toBe(false);
    expect(save.revision).toBe(8);
  });

  it('sends a change again at once under a new id when the server holds another change under its id', async () => {
    const server = logServer();
    server.remoteEdit({ ...labelTransaction(server.state, 'b', 'theirs')!, id: 'same-id' });
    const { doc, save, saves, state } = setup({ server });
    doc.apply({ ...labelTransaction(doc.state, 'a', 'mine')!, id: 'same-id' });
    await jest.advanceTimersByTimeAsync(2000); // 409 TRANSACTION_ID_TAKEN naming transactions[0]
    await jest.advanceTimersByTimeAsync(10); // sent again under a new id
    const ids = saves.map((s) => s.transactions[0].id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe('same-id');
    expect(ids[1]).not.toBe('same-id');
    expect(save.status).toBe('saved');
    expect(save.revision).toBe(9);
    expect(state.getNode('a')?.data.label).toBe('mine');
    expect(state.getNode('b')?.data.label).toBe('theirs');
  });

  it('offline: shows the offline message and sends when the connection returns', async () => {
    const { save, edit, saves, goOffline, goOnline } = setup();
    goOffline();
    edit('offline');
    await jest.advanceTimersByTimeAsync(2000);
    expect(saves).toHaveLength(0);
    expect(save.status).toBe('error');
    expect(save.message).toEqual({ key: 'save.offline' });
    goOnline();
    await jest.advanceTimersByTimeAsync(0);
    expect(saves).toHaveLength(1);
    expect(save.status).toBe('saved');
  });

  it('retries other failures after 1000, 3000 and 5000 ms, then shows the error message', async () => {
    const { save, edit, saves, answers } = setup();
    for (let i = 0; i < 4; i++) answers.push(fail(new ApiError(503, 'INTERNAL_ERROR', 'Server down')));
    edit('x');
    await jest.advanceTimersByTimeAsync(2000);
    expect(saves).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(saves).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(saves).toHaveLength(3);
    expect(save.status).toBe('saving');
    await jest.advanceTimersByTimeAsync(5000);
    expect(saves).toHaveLength(4);
    expect(save.status).toBe('error');
    expect(save.message).toEqual({ error: expect.objectContaining({ code: 'INTERNAL_ERROR', status: 503 }) });
    expect(save.pendingChanges).toBe(true);
  });

  it('asks to sign in on 401 and treats a network failure as offline', async () => {
    const { save, edit, answers } = setup();
    answers.push(fail(new ApiError(401, 'NOT_AUTHENTICATED', 'Sign in first')));
    edit('x');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.message).toEqual({ key: 'save.notSignedIn' });
    answers.push(fail(new ApiError(0, NETWORK_ERROR, 'Failed to fetch')));
    edit('y');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.message).toEqual({ key: 'save.offline' });
  });

  it('keeps trying every 5 s while online but the server cannot be reached (restarting)', async () => {
    const { save, edit, saves, answers, log } = setup();
    for (let i = 0; i < 3; i++) answers.push(fail(new ApiError(0, NETWORK_ERROR, 'Failed to fetch')));
    edit('while the server restarts');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.status).toBe('error');
    expect(save.message).toEqual({ key: 'save.offline' });
    await jest.advanceTimersByTimeAsync(4999);
    expect(saves).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(saves).toHaveLength(4);
    expect(save.status).toBe('saved');
    expect(log).toHaveLength(1);
    expect(save.pendingChanges).toBe(false);
  });

  it('shows "Conflict resolution failed" when the pull after a 409 fails', async () => {
    const { save, edit, state, remoteEdit, transport } = setup();
    remoteEdit(labelTransaction(state, 'b', 'theirs'));
    transport.pull = () => Promise.reject(new ApiError(0, NETWORK_ERROR, 'down'));
    edit('mine');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.status).toBe('conflict');
    expect(save.message).toEqual({ key: 'save.conflictFailed' });
  });

  it('never sends for readers and the demo map', async () => {
    const { edit, saves, unload } = setup({ enabled: false });
    edit('x');
    await jest.advanceTimersByTimeAsync(10_000);
    unload();
    expect(saves).toHaveLength(0);
  });

  it('forces a keepalive save before the page unloads', async () => {
    const { edit, saves, unload } = setup();
    edit('x');
    unload();
    await jest.advanceTimersByTimeAsync(0);
    expect(saves).toHaveLength(1);
    expect(saves[0].keepalive).toBe(true);
  });

  it('pulls remote changes when the server pushes a newer revision', async () => {
    const server = logServer();
    let push!: (revision: number) => void;
    server.transport.subscribe = (listener) => ((push = listener), () => undefined);
    const { doc } = setup({ server });
    server.remoteEdit(labelTransaction(server.state, 'c', 'pushed'));
    push(8);
    await jest.advanceTimersByTimeAsync(0);
    expect(doc.state.getNode('c')?.data.label).toBe('pushed');
  });
});

describe('SaveStore and pushes that settle pending edits', () => {
  it('a push whose remote edit wins over every pending edit leaves the status saved, with nothing to send', async () => {
    const server = logServer();
    let push!: (revision: number) => void;
    server.transport.subscribe = (listener) => ((push = listener), () => undefined);
    const { doc, save, edit, onConflicts } = setup({ server });
    edit('mine', 'a');
    server.remoteEdit(labelTransaction(server.state, 'a', 'theirs'));
    push(8);
    await jest.advanceTimersByTimeAsync(0);
    expect(doc.state.getNode('a')?.data.label).toBe('theirs');
    expect(onConflicts).toHaveBeenCalledWith([expect.objectContaining({ id: 'a', field: 'data.label' })]);
    expect(save.pendingChanges).toBe(false);
    expect(save.status).toBe('saved');
    await jest.advanceTimersByTimeAsync(5000);
    expect(server.saves).toHaveLength(0);
    expect(save.status).toBe('saved');
  });
});

describe('SaveStore.flush and LeaveGuard (leaving the editor)', () => {
  it('flush sends pending changes at once, without the 2 s debounce, and resolves true when acknowledged', async () => {
    const { save, edit, saves, state } = setup();
    edit('now');
    const flushed = save.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(await flushed).toBe(true);
    expect(saves).toHaveLength(1);
    expect(state.getNode('a')?.data.label).toBe('now');
    expect(save.pendingChanges).toBe(false);
  });

  it('flush waits through due retries and resolves false once they are exhausted', async () => {
    const { save, edit, saves, answers } = setup();
    for (let i = 0; i < 4; i++) answers.push(fail(new ApiError(503, 'INTERNAL_ERROR', 'Server down')));
    edit('x');
    let result: boolean | null = null;
    void save.flush(60_000).then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(100);
    expect(saves).toHaveLength(1); // the retry waits its 1000 ms; flush does not resend early
    await jest.advanceTimersByTimeAsync(9000);
    expect(saves).toHaveLength(4);
    expect(result).toBe(false);
    expect(save.pendingChanges).toBe(true);
  });

  it('flush gives up at once when offline (the changes stay queued)', async () => {
    const { save, edit, saves, goOffline } = setup();
    goOffline();
    edit('x');
    expect(await save.flush()).toBe(false);
    expect(saves).toHaveLength(0);
    expect(save.message).toEqual({ key: 'save.offline' });
  });

  it('LeaveGuard shows the saving state while pending changes are sent, then navigates', async () => {
    const { save, edit, saves, answers } = setup();
    const guard = new LeaveGuard(save);
    const go = jest.fn();
    let release: () => void = () => undefined;
    answers.push(
      () => new Promise<never>((_, reject) => (release = () => reject(new ApiError(503, 'X', 'slow')))),
    );
    edit('x');
    const leaving = guard.leave(go);
    await jest.advanceTimersByTimeAsync(0);
    expect(guard.saving).toBe(true);
    expect(go).not.toHaveBeenCalled();
    void guard.leave(go); // a second click while waiting does not navigate twice
    release();
    await jest.advanceTimersByTimeAsync(1000); // the first retry succeeds
    await leaving;
    expect(saves).toHaveLength(2);
    expect(save.pendingChanges).toBe(false);
    expect(guard.saving).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('LeaveGuard navigates at once when nothing is pending, and after a failed attempt too', async () => {
    const { save, edit, goOffline } = setup();
    const guard = new LeaveGuard(save);
    const go = jest.fn();
    await guard.leave(go);
    expect(go).toHaveBeenCalledTimes(1);
    goOffline();
    edit('x');
    await guard.leave(go);
    expect(go).toHaveBeenCalledTimes(2);
    expect(guard.saving).toBe(false);
    expect(save.pendingChanges).toBe(true);
  });
});

describe('SaveStore with IndexedDB', () => {
  // fake-indexeddb runs its requests on setImmediate, which the fake clock drives too: no waiting on real time.
  const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);
  const stored = async (factory: IDBFactory) => {
    const record = new IndexedDbPendingStorage(factory).load('map-1');
    await settle();
    return record;
  };

  it('keeps unacknowledged edits across a reload while offline and sends them when back', async () => {
    const factory = new IDBFactory();
    const server = logServer();
    const first = setup({ server, storage: new IndexedDbPendingStorage(factory), debounceMs: 5 });
    first.goOffline();
    first.edit('kept', 'a');
    first.edit('too', 'b');
    await settle();
    expect(server.saves).toHaveLength(0);
    expect(first.save.status).toBe('error');
    first.stop(); // the page goes away with nothing sent

    // Meanwhile someone else edits another node; the reloaded page loads the server's document.
    server.remoteEdit(labelTransaction(server.state, 'c', 'theirs'));
    const second = setup({ server, storage: new IndexedDbPendingStorage(factory), debounceMs: 5 });
    await settle();
    expect(second.doc.state.getNode('a')?.data.label).toBe('kept');
    await settle();
    expect(server.state.getNode('a')?.data.label).toBe('kept');
    expect(server.state.getNode('b')?.data.label).toBe('too');
    expect(server.state.getNode('c')?.data.label).toBe('theirs');
    expect(second.save.pendingChanges).toBe(false);
    expect(await stored(factory)).toBeNull();
    second.stop();
  });

  it('storage that cannot be read restores nothing, says so, and edits are still saved', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      load: () => Promise.reject(new Error('The quota was exceeded')),
      save: () => Promise.resolve(),
    };
    const { save, edit, server } = setup({ storage: broken, debounceMs: 5 });
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.any(Error));
    edit('after', 'a');
    await settle();
    expect(server.state.getNode('a')?.data.label).toBe('after');
    expect(save.status).toBe('saved');
    warn.mockRestore();
  });
});

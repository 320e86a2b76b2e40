import type { MapDocument } from '@mapa/model';
import { ApiError, NETWORK_ERROR } from '../api/ApiError';
import { labelTransaction } from '../editor/nodeTransactions';
import { sampleDocument } from '../testing/sampleDocument';
import { DocumentStore } from './DocumentStore';
import { SaveStore, type SaveEnvironment, type SaveTransport } from './SaveStore';

type Upload = { document: MapDocument; revision: number | null; keepalive?: boolean };

/** A server stand-in: records uploads and answers with what each test queues. */
function fakeServer() {
  const uploads: Upload[] = [];
  const answers: Array<() => Promise<{ revision: number; lastModified: string }>> = [];
  let revision = 7;
  const transport: SaveTransport = {
    upload: (document, rev, options) => {
      uploads.push({ document, revision: rev, keepalive: options?.keepalive });
      const next = answers.shift();
      if (next) return next();
      revision += 1;
      return Promise.resolve({ revision, lastModified: `2026-01-01T00:00:0${revision % 10}Z` });
    },
    download: jest.fn(),
  };
  return { uploads, answers, transport };
}

function fakeEnvironment() {
  let online = true;
  const listeners = { online: new Set<() => void>(), unload: new Set<() => void>() };
  const env: SaveEnvironment = {
    isOnline: () => online,
    onOnline: (l) => (listeners.online.add(l), () => listeners.online.delete(l)),
    onUnload: (l) => (listeners.unload.add(l), () => listeners.unload.delete(l)),
  };
  return {
    env,
    goOffline: () => (online = false),
    goOnline: () => {
      online = true;
      listeners.online.forEach((l) => l());
    },
    unload: () => listeners.unload.forEach((l) => l()),
  };
}

function setup(options: { enabled?: boolean } = {}) {
  const doc = new DocumentStore(sampleDocument());
  const server = fakeServer();
  const browser = fakeEnvironment();
  const onConflictResolved = jest.fn();
  const save = new SaveStore(doc, server.transport, {
    enabled: options.enabled ?? true,
    revision: 7,
    environment: browser.env,
    onConflictResolved,
  });
  const stop = save.start();
  const edit = (label: string) => doc.apply(labelTransaction(doc.state, 'a', label)!);
  return { doc, save, stop, edit, onConflictResolved, ...server, ...browser };
}

const fail = (error: unknown) => () => Promise.reject(error);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SaveStore', () => {
  it('debounces changes by 2 s and sends the whole document once with if-match of the last revision', async () => {
    const { save, edit, uploads } = setup();
    edit('one');
    await jest.advanceTimersByTimeAsync(1500);
    edit('two');
    await jest.advanceTimersByTimeAsync(1999);
    expect(uploads).toHaveLength(0);
    expect(save.pendingChanges).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(uploads).toHaveLength(1);
    expect(uploads[0].revision).toBe(7);
    expect(uploads[0].document.nodes.find((n) => n.data.id === 'a')!.data.label).toBe('two');
    expect(save.status).toBe('saved');
    expect(save.revision).toBe(8);
    expect(save.pendingChanges).toBe(false);
    expect(save.lastSaved).toBe('2026-01-01T00:00:08Z');
  });

  it('keeps the new revision for the next save', async () => {
    const { edit, uploads } = setup();
    edit('one');
    await jest.advanceTimersByTimeAsync(2000);
    edit('two');
    await jest.advanceTimersByTimeAsync(2000);
    expect(uploads.map((u) => u.revision)).toEqual([7, 8]);
  });

  it('shows saving while the request runs, and saves again for a change made meanwhile', async () => {
    const { save, edit, uploads, answers } = setup();
    let finish!: () => void;
    answers.push(
      () => new Promise((resolve) => (finish = () => resolve({ revision: 8, lastModified: 'x' }))),
    );
    edit('one');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.status).toBe('saving');
    edit('two');
    await jest.advanceTimersByTimeAsync(2000);
    expect(uploads).toHaveLength(1); // never two requests at once
    finish();
    await jest.advanceTimersByTimeAsync(2000);
    expect(uploads).toHaveLength(2);
    expect(uploads[1].revision).toBe(8);
    expect(uploads[1].document.nodes.find((n) => n.data.id === 'a')!.data.label).toBe('two');
  });

  it('on 409 loads the remote version, which wins, and reports saved', async () => {
    const { doc, save, edit, answers, transport, onConflictResolved } = setup();
    const remote = sampleDocument();
    remote.nodes[0] = { ...remote.nodes[0], data: { ...remote.nodes[0].data, label: 'Remote' } };
    (transport.download as jest.Mock).mockResolvedValue({
      document: remote,
      revision: 12,
      lastModified: 'r',
    });
    answers.push(fail(new ApiError(409, 'CONFLICT_DETECTED', 'Conflict detected')));
    edit('local');
    const loads: string[] = [];
    doc.subscribe((change) => loads.push(change.kind));
    await jest.advanceTimersByTimeAsync(2000);
    expect(doc.state.getNode('a')!.data.label).toBe('Remote');
    expect(loads).toEqual(['load']);
    expect(save.status).toBe('saved');
    expect(save.revision).toBe(12);
    expect(save.pendingChanges).toBe(false);
    expect(onConflictResolved).toHaveBeenCalledTimes(1);
  });

  it('reports conflict when the remote version cannot be fetched', async () => {
    const { save, edit, answers, transport } = setup();
    (transport.download as jest.Mock).mockRejectedValue(new ApiError(500, 'INTERNAL_ERROR', 'boom'));
    answers.push(fail(new ApiError(409, 'CONFLICT_DETECTED', 'Conflict detected')));
    edit('local');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.status).toBe('conflict');
    expect(save.message).toEqual({ key: 'save.conflictFailed' });
  });

  it('goes to error with the offline message on a network failure and saves the latest graph when online', async () => {
    const { save, edit, uploads, answers, goOffline, goOnline } = setup();
    answers.push(fail(new ApiError(0, NETWORK_ERROR, 'Failed to fetch')));
    edit('one');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.status).toBe('error');
    expect(save.message).toEqual({ key: 'save.offline' });
    goOffline();
    edit('two');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(uploads).toHaveLength(1); // nothing sent while offline
    expect(save.message).toEqual({ key: 'save.offline' });
    goOnline();
    await jest.advanceTimersByTimeAsync(0);
    expect(uploads).toHaveLength(2);
    expect(uploads[1].document.nodes.find((n) => n.data.id === 'a')!.data.label).toBe('two');
    expect(save.status).toBe('saved');
  });

  it('retries other failures after 1000, 3000 and 5000 ms, then reports the error message', async () => {
    const { save, edit, uploads, answers } = setup();
    for (let i = 0; i < 4; i++) answers.push(fail(new ApiError(503, 'HTTP_503', 'Service Unavailable')));
    edit('one');
    await jest.advanceTimersByTimeAsync(2000);
    expect(uploads).toHaveLength(1);
    expect(save.status).toBe('saving');
    await jest.advanceTimersByTimeAsync(999);
    expect(uploads).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(uploads).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(uploads).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(4999);
    expect(uploads).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(uploads).toHaveLength(4);
    expect(save.status).toBe('error');
    expect(save.message).toEqual({ text: 'Service Unavailable' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(uploads).toHaveLength(4);
  });

  it('recovers when a retry succeeds', async () => {
    const { save, edit, uploads, answers } = setup();
    answers.push(fail(new ApiError(500, 'INTERNAL_ERROR', 'boom')));
    edit('one');
    await jest.advanceTimersByTimeAsync(3000);
    expect(uploads).toHaveLength(2);
    expect(save.status).toBe('saved');
  });

  it('does not retry a refused document and says why', async () => {
    const { save, edit, uploads, answers } = setup();
    answers.push(fail(new ApiError(400, 'INVALID_DOCUMENT', 'nodes[0].data.id: required')));
    edit('one');
    await jest.advanceTimersByTimeAsync(20_000);
    expect(uploads).toHaveLength(1);
    expect(save.status).toBe('error');
    expect(save.message).toEqual({ text: 'nodes[0].data.id: required' });
  });

  it('asks to sign in when the session is gone', async () => {
    const { save, edit, answers } = setup();
    answers.push(fail(new ApiError(401, 'NOT_AUTHENTICATED', 'Not authenticated')));
    edit('one');
    await jest.advanceTimersByTimeAsync(2000);
    expect(save.message).toEqual({ key: 'save.notSignedIn' });
  });

  it('sends pending changes with keepalive when the page unloads', async () => {
    const { edit, uploads, unload } = setup();
    edit('one');
    unload();
    expect(uploads).toEqual([expect.objectContaining({ keepalive: true, revision: 7 })]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(uploads).toHaveLength(1);
    unload(); // nothing pending any more
    expect(uploads).toHaveLength(1);
  });

  it('never saves remote changes, nor anything when disabled (readers, demo)', async () => {
    const enabled = setup();
    enabled.doc.apply({ ...labelTransaction(enabled.doc.state, 'a', 'remote')!, source: 'remote' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(enabled.uploads).toHaveLength(0);

    const disabled = setup({ enabled: false });
    disabled.edit('reader edit');
    disabled.unload();
    await jest.advanceTimersByTimeAsync(5000);
    expect(disabled.uploads).toHaveLength(0);
    expect(disabled.save.status).toBe('idle');
  });

  it('sends a pending change once more when stopped, then listens no more', async () => {
    const { stop, edit, uploads, doc } = setup();
    edit('one');
    stop();
    await jest.advanceTimersByTimeAsync(0);
    expect(uploads).toHaveLength(1);
    doc.apply(labelTransaction(doc.state, 'a', 'after')!);
    await jest.advanceTimersByTimeAsync(5000);
    expect(uploads).toHaveLength(1);
  });
});

import { MapState, type MapDocument, type Transaction, type TransactionsResponse } from '@mapa/model';
import { ApiError } from '../api/ApiError';
import { labelTransaction } from '../editor/nodeTransactions';
import { DocumentStore } from '../stores/DocumentStore';
import type { PendingStorage } from '../stores/pendingStorage';
import { SaveStore, type SaveEnvironment, type SaveTransport } from '../stores/SaveStore';
import { sampleDocument } from './sampleDocument';

// The SaveStore's test bench: a stand-in for the server behind the save transport (the network boundary), a
// browser environment whose connectivity tests switch, and an open map wired to both.

type Save = { baseVersion: number; transactions: Transaction[]; keepalive?: boolean; bytes: number };
type Upload = { baseVersion: number; bytes: number };

/**
 * A stand-in for the server's operation log: a MapState at a revision, the same baseVersion check (409), the log
 * to pull from. `answers` lets a test make the next save fail its own way.
 */
export function logServer(startRevision = 7, document = sampleDocument()) {
  let state = MapState.fromDocument(document);
  /** The revision the log starts after: a whole-document upload restarts it (pulls from before it reset). */
  let floor = startRevision;
  const log: Transaction[] = [];
  const saves: Save[] = [];
  const uploads: Upload[] = [];
  const answers: Array<() => Promise<never>> = [];
  const revision = () => floor + log.length;
  const accept = (transactions: readonly Transaction[]) => {
    for (const tx of transactions) {
      const copy = JSON.parse(JSON.stringify(tx)) as Transaction;
      state.apply(copy);
      log.push(copy);
    }
    return { revision: revision(), lastModified: `2026-01-01T00:00:${String(revision()).padStart(2, '0')}Z` };
  };
  const transport: SaveTransport = {
    save: (baseVersion, transactions, options) => {
      const body = JSON.stringify({ baseVersion, transactions });
      saves.push({
        baseVersion,
        transactions: [...transactions],
        keepalive: options?.keepalive,
        bytes: body.length,
      });
      const next = answers.shift();
      if (next) return next();
      if (baseVersion !== revision())
        return Promise.reject(new ApiError(409, 'CONFLICT_DETECTED', 'moved on'));
      return Promise.resolve(accept(transactions));
    },
    upload: (baseVersion, json) => {
      uploads.push({ baseVersion, bytes: json.length });
      const next = answers.shift();
      if (next) return next();
      if (baseVersion !== revision())
        return Promise.reject(new ApiError(409, 'CONFLICT_DETECTED', 'moved on'));
      state = MapState.fromDocument(JSON.parse(json) as MapDocument);
      floor = revision() + 1;
      log.length = 0;
      return Promise.resolve({ revision: floor, lastModified: `uploaded ${floor}` });
    },
    pull: (since): Promise<TransactionsResponse> =>
      Promise.resolve(
        since < floor || since > revision()
          ? { reset: true, revision: revision(), lastModified: 'remote' }
          : {
              reset: false,
              revision: revision(),
              lastModified: 'remote',
              transactions: log.slice(since - floor),
            },
      ),
    download: () =>
      Promise.resolve({ document: state.toDocument(), revision: revision(), lastModified: 'x' }),
  };
  /** Another user's edit, saved directly. */
  const remoteEdit = (tx: Transaction | null) => accept([tx!]);
  return {
    /** The server's document (a new state after each upload). */
    get state() {
      return state;
    },
    log,
    saves,
    uploads,
    answers,
    transport,
    remoteEdit,
    revision,
  };
}

export function fakeEnvironment() {
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

export function setup(
  options: {
    enabled?: boolean;
    storage?: PendingStorage;
    server?: ReturnType<typeof logServer>;
    debounceMs?: number;
  } = {},
) {
  const server = options.server ?? logServer();
  const doc = new DocumentStore(MapState.fromDocument(server.state.toDocument()).toDocument());
  const browser = fakeEnvironment();
  const onConflicts = jest.fn();
  const save = new SaveStore(doc, server.transport, {
    enabled: options.enabled ?? true,
    mapId: 'map-1',
    revision: server.revision(),
    environment: browser.env,
    storage: options.storage,
    pollMs: 0,
    debounceMs: options.debounceMs,
    onConflicts,
  });
  const stop = save.start();
  const edit = (label: string, id = 'a') => doc.apply(labelTransaction(doc.state, id, label)!);
  return { doc, save, stop, edit, onConflicts, server, ...server, ...browser };
}

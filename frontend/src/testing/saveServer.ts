import {
  MapState,
  type MapDocument,
  type SliceOptions,
  type Transaction,
  type TransactionsResponse,
} from '@mapa/model';
import { ApiError } from '../api/ApiError';
import { labelTransaction } from '../editor/commands/nodeTransactions';
import { DocumentStore } from '../stores/DocumentStore';
import type { PendingStorage } from '../sync/pendingStorage';
import { SaveStore, type SaveEnvironment, type SaveTransport } from '../sync/SaveStore';
import { sampleDocument } from './sampleDocument';

// The SaveStore's test bench: a stand-in for the server behind the save transport (the network boundary), a
// browser environment whose connectivity tests switch, and an open map wired to both.

type Save = { baseVersion: number; transactions: Transaction[]; keepalive?: boolean; bytes: number };
type Upload = { baseVersion: number; bytes: number };

/**
 * A stand-in for the server's operation log: a MapState at a revision, the same baseVersion check (409), the
 * same answers to transactions sent again (a replay, a used id), the log to pull from. `answers` lets a test make the next save fail its own way.
 */
export function logServer(startRevision = 7, document = sampleDocument()) {
  let state = MapState.fromDocument(document);
  /** The revision the log starts after: a whole-document upload restarts it (pulls from before it reset). */
  let floor = startRevision;
  const log: Transaction[] = [];
  const saves: Save[] = [];
  const uploads: Upload[] = [];
  const answers: Array<() => Promise<never>> = [];
  const subscribers = new Set<(revision: number) => void>();
  const revision = () => floor + log.length;
  const answer = (at: number) => ({
    revision: at,
    lastModified: `2026-01-01T00:00:${String(at).padStart(2, '0')}Z`,
  });
  const accept = (transactions: readonly Transaction[]) => {
    for (const tx of transactions) {
      const copy = JSON.parse(JSON.stringify(tx)) as Transaction;
      state.apply(copy);
      log.push(copy);
    }
    return answer(revision());
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
      // As the server: the same save sent again on its base is answered as the first time (its answer was lost),
      // what follows that part goes on top; an id the log holds otherwise is refused naming it.
      let replayed = 0;
      while (
        replayed < transactions.length &&
        JSON.stringify(log[baseVersion - floor + replayed]) === JSON.stringify(transactions[replayed])
      )
        replayed++;
      const base = baseVersion + replayed;
      if (replayed === transactions.length) return Promise.resolve(answer(base));
      if (base !== revision()) return Promise.reject(new ApiError(409, 'CONFLICT_DETECTED', 'moved on'));
      const taken = transactions.findIndex((tx, i) => i >= replayed && log.some((l) => l.id === tx.id));
      if (taken >= 0)
        return Promise.reject(
          new ApiError(409, 'TRANSACTION_ID_TAKEN', 'id taken', `transactions[${taken}].id`),
        );
      return Promise.resolve(accept(transactions.slice(replayed)));
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
    subscribe: (listener) => (subscribers.add(listener), () => subscribers.delete(listener)),
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
    /** The server-sent event of the current revision, to every subscribed editor. */
    push: () => subscribers.forEach((listener) => listener(revision())),
  };
}

/**
 * Makes `transport[method]` slow, as a busy network is: while holding, a request waits before it reaches the
 * server (`reach: 'later'`) or, reaching it at once, waits for its answer (`reach: 'now'`); `release` lets every
 * waiting one go and stops holding.
 */
export function holdRequests<K extends 'save' | 'pull' | 'upload'>(
  transport: SaveTransport,
  method: K,
  reach: 'now' | 'later' = 'later',
) {
  const real = transport[method] as (...args: unknown[]) => Promise<unknown>;
  let holding = true;
  const waiting: Array<() => void> = [];
  const wait = () => new Promise<void>((go) => waiting.push(go));
  transport[method] = ((...args: unknown[]) => {
    if (!holding) return real(...args);
    if (reach === 'later') return wait().then(() => real(...args));
    const answer = real(...args);
    return wait().then(() => answer);
  }) as SaveTransport[K];
  return {
    get waiting() {
      return waiting.length;
    },
    release: () => {
      holding = false;
      waiting.splice(0).forEach((go) => go());
    },
    /** The page that sent the waiting requests went away: they never reach the server; later ones go at once. */
    abandon: () => {
      holding = false;
      waiting.length = 0;
    },
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
    /** 0 (no poll) unless given. */
    pollMs?: number;
    batchSize?: number;
    slices?: SliceOptions;
  } = {},
) {
  const server = options.server ?? logServer();
  const doc = new DocumentStore(MapState.fromDocument(server.state.toDocument()).toDocument(), {
    slices: options.slices,
  });
  const browser = fakeEnvironment();
  const onConflicts = jest.fn();
  const save = new SaveStore(doc, server.transport, {
    enabled: options.enabled ?? true,
    mapId: 'map-1',
    revision: server.revision(),
    environment: browser.env,
    storage: options.storage,
    pollMs: options.pollMs ?? 0,
    debounceMs: options.debounceMs,
    batchSize: options.batchSize,
    onConflicts,
  });
  const stop = save.start();
  const edit = (label: string, id = 'a') => doc.apply(labelTransaction(doc.state, id, label)!);
  return { doc, save, stop, edit, onConflicts, server, ...server, ...browser };
}

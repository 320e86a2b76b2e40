import type { Transaction } from '@mapa/model';

/** Local changes of one map not yet acknowledged by the server, and the revision they were made on. */
export interface PendingRecord {
  mapId: string;
  baseVersion: number;
  transactions: Transaction[];
}

/** Where pending changes wait, so they survive offline periods, reloads and crashes. */
export interface PendingStorage {
  load(mapId: string): Promise<PendingRecord | null>;
  /** Replaces the map's record; an empty `transactions` list deletes it. */
  save(record: PendingRecord): Promise<void>;
}

const DB_NAME = 'mapa';
const STORE = 'pendingTransactions';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Pending changes in the browser's IndexedDB (database `mapa`, store `pendingTransactions`, key map id). */
export class IndexedDbPendingStorage implements PendingStorage {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  async load(mapId: string): Promise<PendingRecord | null> {
    const db = await this.open();
    const record = await request(db.transaction(STORE).objectStore(STORE).get(mapId));
    return (record as PendingRecord | undefined) ?? null;
  }

  async save(record: PendingRecord): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    if (record.transactions.length === 0) store.delete(record.mapId);
    else store.put(record);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const req = this.factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'mapId' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
    });
    return this.db;
  }
}

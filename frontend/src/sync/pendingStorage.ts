import type { ChangeLabel, Transaction } from '@mapa/model';
import { idbRequest } from '../lib/idbRequest';

/**
 * A big unsaved change kept as the whole document it led to (one JSON string: storing it is a copy of one string,
 * where the change itself can be 200k operations to clone). `id` and `label` are the last change it holds.
 */
export interface PendingDocument {
  json: string;
  id: string;
  label: ChangeLabel;
}

/**
 * Local changes of one map not yet acknowledged by the server, and the revision they were made on: the whole
 * `document` when the first of them were big (see `SaveStore`), then `transactions`, made on top of it.
 */
export interface PendingRecord {
  mapId: string;
  baseVersion: number;
  document?: PendingDocument;
  transactions: Transaction[];
}

/** Where pending changes wait, so they survive offline periods, reloads and crashes. */
export interface PendingStorage {
  load(mapId: string): Promise<PendingRecord | null>;
  /** Replaces the map's record; one with no `document` and no `transactions` deletes it. */
  save(record: PendingRecord): Promise<void>;
}

/** What an earlier visit kept: its record (or null), or that the record could not be read. */
export type KeptRecord = { record: PendingRecord | null; unreadable: boolean };

/**
 * The record an earlier visit kept, or null. Storage that cannot be read (private mode, quota, a corrupt record)
 * restores nothing and says so in the console, instead of failing the editor; the caller tells the person and
 * leaves the record alone (`unreadable`).
 */
export function loadKept(storage: PendingStorage | undefined, mapId: string): Promise<KeptRecord> {
  if (!storage) return Promise.resolve({ record: null, unreadable: false });
  return storage.load(mapId).then(
    (record) => ({ record, unreadable: false }),
    (error: unknown) => {
      console.warn('SaveStore: the changes kept by an earlier visit could not be read', error);
      return { record: null, unreadable: true };
    },
  );
}

const DB_NAME = 'mapa';
const STORE = 'pendingTransactions';

/** Pending changes in the browser's IndexedDB (database `mapa`, store `pendingTransactions`, key map id). */
export class IndexedDbPendingStorage implements PendingStorage {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  async load(mapId: string): Promise<PendingRecord | null> {
    const db = await this.open();
    const record = await idbRequest(db.transaction(STORE).objectStore(STORE).get(mapId));
    return (record as PendingRecord | undefined) ?? null;
  }

  async save(record: PendingRecord): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    if (record.transactions.length === 0 && !record.document) store.delete(record.mapId);
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

/**
 * Keeps one map's pending changes in `storage`. Writes are serialised and coalesced: the record is built (`read`)
 * when its write starts, so a burst of changes costs one write of the latest queue. A failed write is logged: the
 * changes are still in memory and still sent.
 */
export class PendingWriter {
  private writing: Promise<void> = Promise.resolve();
  private queued = false;
  private held = false;

  constructor(
    private readonly storage: PendingStorage | undefined,
    private readonly read: () => PendingRecord,
  ) {}

  /** Resolves once every write asked for so far is done. */
  get settled(): Promise<void> {
    return this.writing;
  }

  /** Writes asked for from now on start only after `gate` settles (the record of an earlier visit is loading). */
  after(gate: Promise<unknown>): void {
    this.writing = this.writing
      .then(
        () => gate.then(() => undefined),
        () => undefined,
      )
      .catch(() => undefined);
  }

  /**
   * No write from now on, not even one already asked for: storage holds a record that could not be read, and a
   * write would replace it.
   */
  hold(): void {
    this.held = true;
  }

  write(): void {
    const storage = this.storage;
    if (!storage || this.queued || this.held) return;
    this.queued = true;
    this.writing = this.writing
      .then(() => {
        this.queued = false;
        return this.held ? undefined : storage.save(this.read());
      })
      .catch((error: unknown) => console.warn('Could not keep unsaved changes in this browser', error));
  }
}

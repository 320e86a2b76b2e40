import type { ChangeLabel, Transaction } from '@mapa/model';
import { MapRecordStore } from './mapRecordStore';

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

/** Pending changes in the browser's IndexedDB (database `mapa`, store `pendingTransactions`, key map id). */
export class IndexedDbPendingStorage implements PendingStorage {
  private readonly records: MapRecordStore<PendingRecord>;

  constructor(factory: IDBFactory = indexedDB) {
    this.records = new MapRecordStore('mapa', 'pendingTransactions', factory);
  }

  load(mapId: string): Promise<PendingRecord | null> {
    return this.records.get(mapId);
  }

  save(record: PendingRecord): Promise<void> {
    if (record.transactions.length === 0 && !record.document) return this.records.delete(record.mapId);
    return this.records.put(record);
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

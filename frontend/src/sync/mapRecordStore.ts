/** An IndexedDB request as a promise: its result, or its error. */
function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** A record kept per map. */
export interface MapRecord {
  mapId: string;
}

/**
 * One object store of records keyed by map id, in a database of its own (version 1): what the editor keeps in the
 * browser until the server has it. The save queue (`pendingStorage.ts`, database `mapa`) and the study's queued
 * grades (`editor/study/gradeQueue.ts`, `mapa-reviews`) each use one, so neither database's version depends on
 * the other's stores. The database opens on first use and stays open.
 */
export class MapRecordStore<R extends MapRecord> {
  private db: Promise<IDBDatabase> | null = null;

  constructor(
    private readonly dbName: string,
    private readonly storeName: string,
    private readonly factory: IDBFactory,
  ) {}

  /** The map's record, or null when there is none. */
  async get(mapId: string): Promise<R | null> {
    const db = await this.open();
    const record = await idbRequest(db.transaction(this.storeName).objectStore(this.storeName).get(mapId));
    return (record as R | undefined) ?? null;
  }

  /** Replaces the map's record; resolves once the write is committed. */
  put(record: R): Promise<void> {
    return this.write((store) => store.put(record));
  }

  /** Deletes the map's record (nothing happens when there is none). */
  delete(mapId: string): Promise<void> {
    return this.write((store) => store.delete(mapId));
  }

  private async write(change: (store: IDBObjectStore) => void): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(this.storeName, 'readwrite');
    change(tx.objectStore(this.storeName));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const req = this.factory.open(this.dbName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(this.storeName, { keyPath: 'mapId' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
    });
    return this.db;
  }
}

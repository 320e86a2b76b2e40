import { newId, type Transaction } from '@mapa/model';
import { loadKept, PendingWriter, type PendingRecord, type PendingStorage } from './pendingStorage';
import { alongKept } from './restoreKept';

export interface PendingQueueOptions {
  mapId: string;
  /** The revision the first change will be based on (the loaded map's). */
  revision: number;
  /** Where the queue is kept (IndexedDB in the browser); none keeps nothing. */
  storage?: PendingStorage;
  /** The stored form of the queue (`DocumentSnapshot.record`: a big change as the whole document). */
  record: (mapId: string, revision: number, pending: readonly Transaction[]) => PendingRecord;
  /** Told after every change of the queue (the save status mirrors it). */
  onChange: () => void;
}

/**
 * The local transactions the server has not acknowledged yet, oldest first, with the revision they are based on,
 * kept in storage after every change so that they survive offline spells, reloads and crashes. While the record
 * an earlier visit left is being restored, storage keeps it along with the edits made meanwhile (`alongKept`).
 * Writes are coalesced (`PendingWriter`): a burst of changes costs one write of the latest queue.
 */
export class PendingQueue {
  private items: Transaction[] = [];
  private base: number;
  private restoring: PendingRecord | null = null;
  private readonly keeper: PendingWriter;
  private unreadable = false;

  constructor(private readonly options: PendingQueueOptions) {
    this.base = options.revision;
    this.keeper = new PendingWriter(options.storage, () =>
      this.restoring
        ? alongKept(this.restoring, this.items)
        : options.record(options.mapId, this.base, this.items),
    );
  }

  /** The pending transactions, oldest first. */
  get transactions(): readonly Transaction[] {
    return this.items;
  }

  get length(): number {
    return this.items.length;
  }

  /** The revision of the map the pending transactions are based on (the next save's base). */
  get revision(): number {
    return this.base;
  }

  /** Resolves once every write to storage asked for so far is done (a failed one is logged, not thrown). */
  get kept(): Promise<void> {
    return this.keeper.settled;
  }

  /** A local edit. */
  push(tx: Transaction): void {
    this.items.push(tx);
    this.changed();
  }

  /** The server holds the first `count` transactions; the map is now at `revision`. */
  acknowledge(count: number, revision: number): void {
    this.items = this.items.slice(count);
    this.base = revision;
    this.changed();
  }

  /**
   * The same change under a new id, for the transaction at `index`: the server holds another change under its id
   * (`TRANSACTION_ID_TAKEN`). False when there is none at `index`.
   */
  renew(index: number): boolean {
    const tx = this.items[index];
    if (!tx) return false;
    this.items = this.items.map((item, i) => (i === index ? { ...tx, id: newId() } : item));
    this.changed();
    return true;
  }

  /**
   * The queue rebased on the map at `revision` (a pull). Not kept yet: called inside the remote change, storage
   * is written once the pull is over ({@link keep}).
   */
  rebased(transactions: Transaction[], revision: number): void {
    this.items = transactions;
    this.base = revision;
    this.options.onChange();
  }

  /** The map is at `revision` and nothing arrived that changes the queue. */
  moveTo(revision: number): void {
    this.base = revision;
  }

  /** Writes the queue to storage (coalesced with the writes already waiting). */
  keep(): void {
    this.keeper.write();
  }

  /** True once the record an earlier visit kept could not be read: it is left alone, nothing is kept over it. */
  get keptUnreadable(): boolean {
    return this.unreadable;
  }

  /**
   * Reads the record an earlier visit kept (null when none, or unreadable: logged, and then storage is never
   * written in this visit, so the record stays as it was). Until {@link endRestore}, storage keeps that record with
   * the edits made meanwhile, and no write starts before it is read: written earlier, an edit alone would replace
   * it, and a page closed then would lose it.
   */
  loadKept(): Promise<PendingRecord | null> {
    const loaded = loadKept(this.options.storage, this.options.mapId).then(({ record, unreadable }) => {
      if (unreadable) {
        this.unreadable = true;
        this.keeper.hold();
      }
      return (this.restoring = record);
    });
    this.keeper.after(loaded);
    return loaded;
  }

  /** The restored changes, rebased on the edits made while they loaded, go after those edits. */
  restored(transactions: readonly Transaction[]): void {
    this.items = [...this.items, ...transactions];
    this.changed();
  }

  endRestore(): void {
    this.restoring = null;
  }

  private changed(): void {
    this.options.onChange();
    this.keeper.write();
  }
}

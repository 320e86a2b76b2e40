import { MAX_OPERATIONS_PER_SAVE, type MapState, type Transaction } from '@mapa/model';
import type { DocumentStore } from '../stores/DocumentStore';
import type { PendingRecord } from './pendingStorage';

/** Below this many operations pending changes always go as operations. */
export const BIG_CHANGE_MIN_OPS = 5000;

/** Operations in `transactions` (cheap: no record is read). */
export function opCount(transactions: readonly Transaction[]): number {
  let count = 0;
  for (const tx of transactions) count += tx.ops.length;
  return count;
}

/**
 * True when `transactions` are better saved as the whole document: at least {@link BIG_CHANGE_MIN_OPS} operations,
 * and at least one per three elements of the map, where the operations start to outweigh the document. An update
 * carries its record twice (`from` and `to`) and the records layouts move are the heavier nodes: at 100k nodes
 * and edges, 'Tree TD' moves 100k nodes in 36 MB of operations, 'Tree LR' also restyles the edges (200k operations,
 * 62.8 MB), while the document is 21.5 MB; break-even is near 60k operations, 0.3 per element. Nothing is
 * serialised to decide. Over {@link MAX_OPERATIONS_PER_SAVE} operations the server refuses an operations save
 * (413), so such a change always goes as the document, whatever the size of the map.
 */
export function isBigChange(transactions: readonly Transaction[], state: MapState): boolean {
  const ops = opCount(transactions);
  if (ops > MAX_OPERATIONS_PER_SAVE) return true;
  return ops >= BIG_CHANGE_MIN_OPS && ops * 3 >= state.nodes.size + state.edges.size;
}

/** Browsers refuse keepalive bodies over 64 KB; larger ones wait in storage for the next visit. */
const KEEPALIVE_LIMIT = 60_000;

/** Too big for the page-close save: a big change, or a body over the keepalive limit. */
export function tooBigForKeepalive(batch: readonly Transaction[], state: MapState): boolean {
  return isBigChange(batch, state) || JSON.stringify(batch).length > KEEPALIVE_LIMIT;
}

/** The whole document as JSON and the pending transactions it holds (the first `count`). */
export interface Snapshot {
  json: string;
  count: number;
}

/**
 * The open document serialised once for a big change, kept while it still describes the pending changes, so
 * storing it (IndexedDB) and uploading it cost one `JSON.stringify`. It holds the first `count` pending
 * transactions as long as those are the same transaction objects and no change other than a queued one (remote,
 * rebase, reload) reached the document since: the SaveStore reports those with {@link foreignChange}.
 */
export class DocumentSnapshot {
  private taken: { json: string; covers: readonly Transaction[]; foreign: number } | null = null;
  private foreign = 0;

  constructor(private readonly doc: DocumentStore) {}

  /** A change that is not a queued local transaction reached the document: the snapshot no longer fits. */
  foreignChange(): void {
    this.foreign++;
  }

  /** The snapshot when it still holds the first transactions of `pending`, else null. */
  covering(pending: readonly Transaction[]): Snapshot | null {
    const taken = this.taken;
    if (!taken || taken.foreign !== this.foreign || taken.covers.length > pending.length) return null;
    for (let i = 0; i < taken.covers.length; i++) if (taken.covers[i] !== pending[i]) return null;
    return { json: taken.json, count: taken.covers.length };
  }

  /**
   * Serialises the document now; it holds every transaction of `pending` (the live queue: reading the state may
   * finish a sliced transaction, which is queued first).
   */
  take(pending: readonly Transaction[]): Snapshot {
    const document = this.doc.state.toDocument();
    const covers = pending.slice();
    const json = JSON.stringify(document);
    this.taken = { json, covers, foreign: this.foreign };
    return { json, count: covers.length };
  }

  /**
   * The stored form of the queue `pending` (made on `baseVersion`): a big change as the whole document (this
   * snapshot, taken again unless it still holds the first transactions and those after it are small), the
   * changes after it as they are; small changes alone as transactions.
   */
  record(mapId: string, baseVersion: number, pending: readonly Transaction[]): PendingRecord {
    const base = { mapId, baseVersion };
    if (pending.length === 0 || !isBigChange(pending, this.doc.state)) {
      this.clear();
      return { ...base, transactions: pending.slice() };
    }
    let snapshot = this.covering(pending);
    if (!snapshot || isBigChange(pending.slice(snapshot.count), this.doc.state))
      snapshot = this.take(pending);
    const last = pending[snapshot.count - 1];
    return {
      ...base,
      document: { json: snapshot.json, id: last.id, label: last.label },
      transactions: pending.slice(snapshot.count),
    };
  }

  /** Forgets the snapshot (its changes were acknowledged, or are small again). */
  clear(): void {
    this.taken = null;
  }
}

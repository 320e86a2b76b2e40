import {
  rebaseTransactions,
  type RebaseResult,
  type Transaction,
  type TransactionsResponse,
} from '@mapa/model';
import type { DocumentStore } from '../stores/DocumentStore';
import { keptChange } from './keptChange';
import type { PendingRecord } from './pendingStorage';
import type { SaveTransport } from './saveContracts';

/**
 * Puts the changes an earlier visit left in storage (`record`) back into the map as loaded (`revision`): those the
 * server already has (by id, in the transactions saved since the record's base) are dropped, a big change kept as
 * the whole document becomes a transaction again (`keptChange`), and the rest is rebased on the map (remote wins on
 * a field both changed) and applied as one remote change. Returns the transactions still to send and the
 * conflicts, or null when nothing was kept.
 */
export async function restoreKept(
  doc: DocumentStore,
  record: PendingRecord | null,
  revision: number,
  transport: Pick<SaveTransport, 'pull'>,
): Promise<RebaseResult | null> {
  if (!record || (record.transactions.length === 0 && !record.document)) return null;
  let left = record.transactions;
  let missed: TransactionsResponse | null = null;
  if (record.baseVersion < revision) {
    // Without the transactions saved since, none of the kept ones can be recognised as saved: all are restored.
    missed = await transport.pull(record.baseVersion).catch((error: unknown) => {
      console.warn('SaveStore: the changes saved since the kept ones could not be pulled', error);
      return null;
    });
    if (missed && !missed.reset) {
      const known = new Set(missed.transactions.map((tx) => tx.id));
      left = left.filter((tx) => !known.has(tx.id));
    }
  }
  let result: RebaseResult = { transactions: [], conflicts: [] };
  doc.applyRemote((state) => {
    const restored = record.document && keptChange(state, revision, record, missed);
    result = rebaseTransactions(state, restored ? [restored, ...left] : left);
    return result.transactions;
  });
  return result;
}

/**
 * What storage keeps while `record` is being restored: the record, with the edits made meanwhile after it. Those
 * edits stored alone would replace it, and a page closed before the restore ends would lose it for good. Each
 * operation carries its own base (`from`), so edits made on a later revision are rebased from the record's too.
 */
export function alongKept(record: PendingRecord, edits: readonly Transaction[]): PendingRecord {
  return { ...record, transactions: [...record.transactions, ...edits] };
}

import {
  documentChange,
  invertTransaction,
  MapState,
  type MapDocument,
  type Transaction,
  type TransactionsResponse,
} from '@mapa/model';
import type { PendingRecord } from './pendingStorage';

/**
 * A big change kept in storage as a whole document (`record.document`), as a transaction again, to rebase on
 * `state` (the map as loaded, at `revision`) like any other pending change. Its base is the map at
 * `record.baseVersion`: the loaded state with the transactions saved since (`missed`) rewound, so a field changed
 * on both sides keeps the remote value, as in any rebase (three-way). When those transactions are unknown
 * (another whole-document upload came between, or the pull failed) the kept document is compared with the loaded
 * one (two-way): where they differ, it wins. Null when it holds nothing new, or cannot be read (then it is lost,
 * with a warning: a broken record must not keep the map from opening).
 */
export function keptChange(
  state: MapState,
  revision: number,
  record: PendingRecord,
  missed: TransactionsResponse | null,
): Transaction | null {
  const kept = record.document;
  if (!kept) return null;
  try {
    const target = JSON.parse(kept.json) as MapDocument;
    return documentChange(baseOf(state, revision - record.baseVersion, missed), target, kept);
  } catch (error) {
    console.warn('Could not restore the unsaved change kept in this browser', error);
    return null;
  }
}

/** The map `behind` revisions before `state`, when `missed` holds those transactions; else `state` itself. */
function baseOf(state: MapState, behind: number, missed: TransactionsResponse | null): MapState {
  if (behind <= 0 || !missed || missed.reset || missed.transactions.length < behind) return state;
  try {
    const rewound = MapState.fromDocument(state.toDocument());
    for (let i = behind - 1; i >= 0; i--)
      rewound.apply(invertTransaction(missed.transactions[i], 'undo.performed'));
    return rewound;
  } catch {
    return state; // the loaded map was not what those transactions led to after all
  }
}

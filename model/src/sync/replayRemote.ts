import type { Transaction } from '../ops/operation';
import { invertTransaction } from '../ops/transaction';
import type { MapState } from '../state/MapState';
import { rebaseTransactions, type RebaseConflict } from './rebase';

/** What replaying remote transactions under the local pending ones did. */
export interface ReplayResult {
  /**
   * Every step applied to the state, in order, each as the transaction it is, all marked `remote` (none is a new
   * local edit): the pending transactions rewound, newest first (`undo.performed`); the remote ones as the server
   * logged them (their own id and label, e.g. 'node.created' by the other editor); the pending ones rebased on top
   * (their own id and label). Applied in order to a copy of the state as it was, they lead to the state as it is.
   */
  applied: Transaction[];
  /** The pending transactions rebased onto the remote ones (those the server already had are gone). */
  pending: Transaction[];
  conflicts: RebaseConflict[];
}

/**
 * Brings a state that holds `base + pending` to `base + remote + rebased pending`: the pending transactions are
 * rewound, the remote ones applied, and the pending ones not among them (by id: a save whose answer was lost)
 * rebased on top (remote wins on a field both sides changed, see {@link rebaseTransactions}). Throws when a
 * remote transaction does not fit, i.e. the state was not at `base`; the state is then part way.
 */
export function replayRemote(
  state: MapState,
  pending: readonly Transaction[],
  remote: readonly Transaction[],
): ReplayResult {
  const applied: Transaction[] = [];
  for (let i = pending.length - 1; i >= 0; i--) {
    const inverse: Transaction = { ...invertTransaction(pending[i], 'undo.performed'), source: 'remote' };
    state.apply(inverse);
    applied.push(inverse);
  }
  for (const tx of remote) {
    const theirs: Transaction = { ...tx, source: 'remote' };
    state.apply(theirs);
    applied.push(theirs);
  }
  const known = new Set(remote.map((tx) => tx.id));
  const rebased = rebaseTransactions(
    state,
    pending.filter((tx) => !known.has(tx.id)),
  );
  for (const tx of rebased.transactions) applied.push({ ...tx, source: 'remote' });
  return { applied, pending: rebased.transactions, conflicts: rebased.conflicts };
}

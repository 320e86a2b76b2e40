import {
  invertTransaction,
  rebaseTransactions,
  type MapState,
  type Operation,
  type RebaseConflict,
  type Transaction,
} from '@mapa/model';

/** What replaying remote transactions under the local pending ones did. */
export interface ReplayResult {
  /** Every operation applied to the state, in order (for the canvas). */
  ops: Operation[];
  /** The pending transactions rebased onto the remote ones (those the server already had are gone). */
  pending: Transaction[];
  conflicts: RebaseConflict[];
}

/**
 * Brings a state that holds `base + pending` to `base + remote + rebased pending`: the pending transactions are
 * rewound, the remote ones applied, and the pending ones not among them (by id: a save whose answer was lost)
 * rebased on top. Throws when a remote transaction does not fit, i.e. the state was not at `base`.
 */
export function replayRemote(
  state: MapState,
  pending: readonly Transaction[],
  remote: readonly Transaction[],
): ReplayResult {
  const ops: Operation[] = [];
  for (let i = pending.length - 1; i >= 0; i--) {
    const inverse = invertTransaction(pending[i], 'undo.performed');
    state.apply(inverse);
    ops.push(...inverse.ops);
  }
  for (const tx of remote) {
    state.apply({ ...tx, source: 'remote' });
    ops.push(...tx.ops);
  }
  const known = new Set(remote.map((tx) => tx.id));
  const rebased = rebaseTransactions(
    state,
    pending.filter((tx) => !known.has(tx.id)),
  );
  for (const tx of rebased.transactions) ops.push(...tx.ops);
  return { ops, pending: rebased.transactions, conflicts: rebased.conflicts };
}

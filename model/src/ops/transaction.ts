import type { Operation, Transaction } from './operation';
import type { ChangeLabel, ChangeSource } from './changeLabels';
import { invertOperation } from './invertOperation';
import { newId } from '../defaults/newId';

/** Groups operations into one labelled change (one undo step) with a fresh id. */
export function createTransaction(
  label: ChangeLabel,
  ops: Operation[],
  source: ChangeSource = 'user',
): Transaction {
  return { id: newId(), label, source, ops };
}

/**
 * The transaction that undoes `tx` once `tx` has been applied: the inverse of each operation, last first.
 * It gets a fresh id, keeps the source, and takes `label` when given (e.g. 'undo.performed').
 */
export function invertTransaction(tx: Transaction, label: ChangeLabel = tx.label): Transaction {
  const ops: Operation[] = new Array(tx.ops.length);
  for (let i = 0; i < tx.ops.length; i++) ops[tx.ops.length - 1 - i] = invertOperation(tx.ops[i]);
  return { id: newId(), label, source: tx.source, ops };
}

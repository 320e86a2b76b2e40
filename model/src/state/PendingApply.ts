import type { Transaction } from '../ops/operation';
import { UNVERSIONED_LABELS } from '../ops/changeLabels';
import { applyOperation } from '../ops/apply/applyOperation';
import { invertOperation } from '../ops/invertOperation';
import { OperationError } from '../ops/OperationError';
import type { MapData } from './mapData';

/** Where a {@link PendingApply} stands: operations still to apply, all applied, or reverted after one did not fit. */
export type PendingApplyStatus = 'applying' | 'applied' | 'failed';

/**
 * One transaction being applied to a `MapState` a few operations at a time (made by `MapState.beginApply`), so a
 * transaction of 200k operations can spread over several tasks. It keeps the meaning of `MapState.apply`: all or
 * nothing (when an operation does not fit, every operation applied so far, in earlier steps too, is reverted and
 * the {@link OperationError} thrown), and `version` advances once, when the last operation is in.
 *
 * While it is `applying`, the state holds the transaction's first {@link applied} operations. Any other
 * `apply` or `beginApply` on the same state first {@link finish}es it, so transactions never interleave.
 */
export class PendingApply {
  private next = 0;
  private failure: Error | null = null;

  /** @internal Made by `MapState.beginApply`; `onSettled` runs once, when it is applied or has failed. */
  constructor(
    private readonly data: MapData,
    /** The transaction being applied. */
    readonly tx: Transaction,
    private readonly onSettled: (pending: PendingApply) => void,
  ) {
    if (tx.ops.length === 0) this.settle();
  }

  /** How many operations of {@link tx} are in the state (0 again after a failure). */
  get applied(): number {
    return this.failure ? 0 : this.next;
  }

  get status(): PendingApplyStatus {
    if (this.failure) return 'failed';
    return this.next === this.tx.ops.length ? 'applied' : 'applying';
  }

  /** The error that made it fail (thrown again by every later {@link step} or {@link finish}), or null. */
  get error(): Error | null {
    return this.failure;
  }

  /**
   * Applies up to `maxOps` more operations. Returns true once every operation is applied (at once if that was
   * already so); throws when one does not fit, after reverting everything this transaction applied.
   */
  step(maxOps: number): boolean {
    if (this.failure) throw this.failure;
    const ops = this.tx.ops;
    if (this.next === ops.length) return true;
    const end = Math.min(ops.length, this.next + Math.max(1, Math.floor(maxOps)));
    const data = this.data;
    for (let i = this.next; i < end; i++) {
      const reason = applyOperation(data, ops[i]);
      if (reason !== undefined) this.fail(i, reason);
    }
    this.next = end;
    if (end < ops.length) return false;
    if (!UNVERSIONED_LABELS.has(this.tx.label)) data.version++;
    this.settle();
    return true;
  }

  /** Applies every remaining operation now (throws like {@link step}). */
  finish(): void {
    this.step(this.tx.ops.length);
  }

  private fail(index: number, reason: string): never {
    const ops = this.tx.ops;
    for (let j = index - 1; j >= 0; j--) {
      const undoReason = applyOperation(this.data, invertOperation(ops[j]));
      if (undoReason !== undefined) {
        this.failure = new Error(`Could not revert operation ${j}: ${undoReason}`);
        this.settle();
        throw this.failure;
      }
    }
    this.failure = new OperationError(index, ops[index], reason);
    this.settle();
    throw this.failure;
  }

  private settle(): void {
    this.onSettled(this);
  }
}

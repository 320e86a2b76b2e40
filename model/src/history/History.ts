import type { Transaction } from '../ops/operation';
import { UNVERSIONED_LABELS } from '../ops/changeLabels';
import { invertTransaction } from '../ops/transaction';
import { newId } from '../defaults/newId';
import { keepStudyChange } from './keepStudyChange';

/**
 * Undo and redo as stacks of transactions rather than snapshots (DESIGN §7), so depth costs nothing per step.
 * The caller applies what `undo()` and `redo()` return; `record` ignores remote changes, empty transactions and
 * the undo/redo transactions this class hands out.
 */
export class History {
  private readonly done: Transaction[] = [];
  private readonly undone: Transaction[] = [];

  /** @param depth how many transactions can be undone; the oldest is dropped beyond it. */
  constructor(readonly depth = 100) {
    if (!Number.isInteger(depth) || depth < 1)
      throw new RangeError(`History depth must be a positive integer`);
  }

  /**
   * Remembers an applied transaction as one undo step and forgets everything that could be redone. A layout
   * (`template.applied`) that directly follows the choice of its template (`templateEngine.applied`) joins that
   * step: choosing a template is one undo step, as users expect (spec §4.7). A study change (source `study`, a
   * flashcards answer) is no step at all; what it set is kept through the undo and redo of earlier steps.
   */
  record(tx: Transaction): void {
    if (tx.source === 'study') {
      keepStudyChange(this.done, tx);
      keepStudyChange(this.undone, tx);
      return;
    }
    if (tx.source === 'remote' || tx.ops.length === 0 || UNVERSIONED_LABELS.has(tx.label)) return;
    const last = this.done.at(-1);
    if (last && this.undone.length === 0 && completesTemplateChoice(last, tx)) {
      this.done[this.done.length - 1] = { ...tx, ops: [...last.ops, ...tx.ops] };
      return;
    }
    this.done.push(tx);
    if (this.done.length > this.depth) this.done.shift();
    this.undone.length = 0;
  }

  /** The transaction that reverts the last recorded change, labelled 'undo.performed'; null when none. */
  undo(): Transaction | null {
    const tx = this.done.pop();
    if (!tx) return null;
    this.undone.push(tx);
    return invertTransaction(tx, 'undo.performed');
  }

  /** The transaction that re-applies the last undone change, labelled 'redo.performed'; null when none. */
  redo(): Transaction | null {
    const tx = this.undone.pop();
    if (!tx) return null;
    this.done.push(tx);
    return { ...tx, id: newId(), label: 'redo.performed' };
  }

  /** True when `undo()` would return a transaction. */
  get canUndo(): boolean {
    return this.done.length > 0;
  }

  /** True when `redo()` would return a transaction. */
  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Forgets everything, e.g. when a remote version replaces the document. */
  clear(): void {
    this.done.length = 0;
    this.undone.length = 0;
  }
}

/** The template a transaction sets (`settings.templateEngine`), if it sets one. */
function templateSet(tx: Transaction): unknown {
  let name: unknown;
  for (const op of tx.ops) if (op.type === 'settings.update' && op.key === 'templateEngine') name = op.to;
  return name;
}

/** True when `tx` is the layout of the template `choice` chose (it sets no other template). */
function completesTemplateChoice(choice: Transaction, tx: Transaction): boolean {
  if (choice.label !== 'templateEngine.applied' || tx.label !== 'template.applied') return false;
  const chosen = templateSet(choice);
  const laidOut = templateSet(tx);
  return chosen !== undefined && (laidOut === undefined || laidOut === chosen);
}

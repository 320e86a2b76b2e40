import { History } from './History';
import { createTransaction } from '../ops/transaction';
import type { Operation, Transaction } from '../ops/operation';
import type { ChangeSource } from '../ops/changeLabels';

const op = (n: number): Operation => ({ type: 'canvas.update', key: 'zoom', from: n, to: n + 1 });
const tx = (n: number, source: ChangeSource = 'user'): Transaction =>
  createTransaction('canvas.updated', [op(n)], source);

describe('History', () => {
  it('undo returns the inverse of the last change, labelled undo.performed', () => {
    const history = new History();
    const change = tx(1);
    history.record(change);
    const undo = history.undo()!;
    expect(undo.label).toBe('undo.performed');
    expect(undo.ops).toEqual([{ type: 'canvas.update', key: 'zoom', from: 2, to: 1 }]);
    expect(undo.id).not.toBe(change.id);
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(true);
  });

  it('redo returns the change again, labelled redo.performed', () => {
    const history = new History();
    history.record(tx(1));
    history.undo();
    const redo = history.redo()!;
    expect(redo.label).toBe('redo.performed');
    expect(redo.ops).toEqual([op(1)]);
    expect(history.canRedo).toBe(false);
    expect(history.undo()?.ops).toEqual([{ type: 'canvas.update', key: 'zoom', from: 2, to: 1 }]);
  });

  it('undoes last first and redoes in the original order', () => {
    const history = new History();
    [1, 2, 3].forEach((n) => history.record(tx(n)));
    expect([history.undo(), history.undo()].map((t) => t?.ops[0])).toEqual([
      { type: 'canvas.update', key: 'zoom', from: 4, to: 3 },
      { type: 'canvas.update', key: 'zoom', from: 3, to: 2 },
    ]);
    expect([history.redo(), history.redo()].map((t) => t?.ops[0])).toEqual([op(2), op(3)]);
  });

  it('is a no-op on empty stacks', () => {
    const history = new History();
    expect(history.undo()).toBeNull();
    expect(history.redo()).toBeNull();
  });

  it('clears what could be redone when a new change is recorded', () => {
    const history = new History();
    history.record(tx(1));
    history.record(tx(2));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.record(tx(5));
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBeNull();
    expect(history.undo()?.ops[0]).toEqual({ type: 'canvas.update', key: 'zoom', from: 6, to: 5 });
    expect(history.undo()?.ops[0]).toEqual({ type: 'canvas.update', key: 'zoom', from: 2, to: 1 });
  });

  it('keeps only the last `depth` changes (100 by default)', () => {
    const history = new History(3);
    [1, 2, 3, 4, 5].forEach((n) => history.record(tx(n)));
    const undone = [history.undo(), history.undo(), history.undo(), history.undo()];
    // The inverse of tx(n) sets the zoom back to n: changes 5, 4 and 3 are kept, 2 and 1 were dropped.
    const restoredZoom = (t: Transaction | null) => (t ? (t.ops[0] as { to: number }).to : null);
    expect(undone.map(restoredZoom)).toEqual([5, 4, 3, null]);
    expect(new History().depth).toBe(100);
    const deep = new History();
    for (let n = 0; n < 150; n++) deep.record(tx(n));
    let count = 0;
    while (deep.undo()) count++;
    expect(count).toBe(100);
  });

  it('ignores remote changes, empty changes and its own undo/redo transactions', () => {
    const history = new History();
    history.record(tx(1, 'remote'));
    history.record(createTransaction('node.updated', []));
    history.record(createTransaction('undo.performed', [op(1)]));
    history.record(createTransaction('redo.performed', [op(1)]));
    expect(history.canUndo).toBe(false);
    history.record(tx(1, 'layout'));
    expect(history.canUndo).toBe(true);
  });

  it('forgets everything on clear and refuses a depth below one', () => {
    const history = new History();
    history.record(tx(1));
    history.undo();
    history.record(tx(2));
    history.clear();
    expect(history.canUndo || history.canRedo).toBe(false);
    expect(() => new History(0)).toThrow(RangeError);
  });

  it('joins a layout to the directly preceding choice of its template: one undo step', () => {
    const setting = (key: string, from: unknown, to: unknown): Operation => ({
      type: 'settings.update',
      key,
      from,
      to,
    });
    const choose = (from: string, to: string) =>
      createTransaction('templateEngine.applied', [
        setting('templateEngine', from, to),
        setting('templateApplied', true, false),
      ]);
    const layout = (template?: string) =>
      createTransaction(
        'template.applied',
        [
          op(7),
          ...(template ? [setting('templateEngine', 'Tree LR', template)] : []),
          setting('templateApplied', false, true),
        ],
        'layout',
      );
    const history = new History();
    history.record(tx(1));
    history.record(choose('Tree TD', 'Tree LR'));
    history.record(layout());
    const undo = history.undo()!;
    expect(undo.ops).toEqual([
      setting('templateApplied', true, false),
      { type: 'canvas.update', key: 'zoom', from: 8, to: 7 },
      setting('templateApplied', false, true),
      setting('templateEngine', 'Tree LR', 'Tree TD'),
    ]);
    expect(history.redo()!.ops).toHaveLength(4);
    expect(history.undo()!.ops).toHaveLength(4);
    expect(history.undo()!.ops).toEqual([{ type: 'canvas.update', key: 'zoom', from: 2, to: 1 }]);

    // Not joined: a layout of another template, a layout after something else, a later re-layout.
    const other = new History();
    other.record(choose('Tree TD', 'Tree LR'));
    other.record(layout('OrganogramTemplate'));
    other.record(tx(3));
    other.record(layout());
    other.record(layout());
    let steps = 0;
    while (other.undo()) steps++;
    expect(steps).toBe(5);
  });

  it('a study change (a flashcards answer) is no undo step, and undoing an earlier edit keeps its grade', () => {
    const node = (label: string, correct: boolean | null) => ({
      position: { x: 0, y: 0 },
      data: { id: 'n', label, correct },
    });
    const rename = createTransaction('node.updated', [
      { type: 'node.update', id: 'n', from: node('Old', null), to: node('New', null) },
    ]);
    const history = new History();
    history.record(rename);
    history.record(
      createTransaction(
        'node.updated',
        [{ type: 'node.update', id: 'n', from: node('New', null), to: node('New', true) }],
        'study',
      ),
    );
    // Undo goes back over the rename, not the answer, and keeps the answer.
    expect(history.canRedo).toBe(false);
    expect(history.undo()!.ops).toEqual([
      { type: 'node.update', id: 'n', from: node('New', true), to: node('Old', true) },
    ]);
    expect(history.canUndo).toBe(false);
    // An answer while the rename waits to be redone does not drop the redo, and redo keeps that answer too.
    history.record(
      createTransaction(
        'node.updated',
        [{ type: 'node.update', id: 'n', from: node('Old', true), to: node('Old', false) }],
        'study',
      ),
    );
    expect(history.redo()!.ops).toEqual([
      { type: 'node.update', id: 'n', from: node('Old', false), to: node('New', false) },
    ]);
  });
});

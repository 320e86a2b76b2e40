import fc from 'fast-check';
import { MapState } from './MapState';
import { OperationError } from '../ops/OperationError';
import { createTransaction } from '../ops/transaction';
import type { Operation, Transaction } from '../ops/operation';
import type { MapDocument } from '../schema/document';
import type { MapNode } from '../schema/node';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { emptyDocument } from '../defaults/emptyDocument';
import { parseMapDocument } from '../parse/parseMapDocument';
import { documentArb } from '../testing/arbitraries';
import { intentArb, opsFor } from '../testing/randomChanges';
import { canonical } from '../testing/canonical';

const node = (id: string, x = 0): MapNode => createNode({ id, position: { x, y: 0 }, label: id });

function doc(): MapDocument {
  return {
    ...emptyDocument(),
    nodes: [node('a'), node('b'), node('c')],
    edges: [createEdge({ id: 'ab', source: 'a', target: 'b' })],
    canvas: { nodesOrder: ['c', 'a', 'b'], zoom: 1 },
  };
}

/** Moves each of `ids` to `x`, as read from `state` now. */
function moves(state: MapState, ids: string[], x: number): Operation[] {
  return ids.map((id) => {
    const from = state.getNode(id)!;
    return { type: 'node.update', id, from, to: { ...from, position: { x, y: 0 } } };
  });
}

function load(raw: unknown): MapState {
  const parsed = parseMapDocument(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return MapState.fromDocument(parsed.document);
}

/** Random valid changes to a random document, grouped into one transaction (built on a scratch copy). */
const caseArb = fc
  .tuple(documentArb, fc.array(intentArb, { maxLength: 40 }), fc.array(fc.integer({ min: 1, max: 7 })))
  .map(([raw, intents, sizes]) => {
    const scratch = load(raw);
    const ops = intents.flatMap((intent) => {
      const part = opsFor(scratch, intent);
      scratch.apply(createTransaction('node.updated', part));
      return part;
    });
    return { raw, tx: createTransaction('template.applied', ops), sizes };
  });

/** Steps `pending` with the given sizes in turn (repeating them), returning how many steps it took. */
function stepThrough(pending: ReturnType<MapState['beginApply']>, sizes: number[]): number {
  let steps = 0;
  while (!pending.step(sizes.length ? sizes[steps % sizes.length] : 1)) steps++;
  return steps + 1;
}

describe('MapState.beginApply (property)', () => {
  it('applying in steps of any size gives exactly what apply gives', () => {
    fc.assert(
      fc.property(caseArb, ({ raw, tx, sizes }) => {
        const whole = load(raw);
        whole.apply(tx);
        const sliced = load(raw);
        const pending = sliced.beginApply(tx);
        stepThrough(pending, sizes);
        expect(pending.status).toBe('applied');
        expect(sliced.pendingApply).toBeNull();
        expect(canonical(sliced.toDocument())).toEqual(canonical(whole.toDocument()));
        expect(sliced.nodesOrder()).toEqual(whole.nodesOrder());
        expect(sliced.version).toBe(whole.version);
      }),
      { numRuns: 150 },
    );
  });

  it('an operation that does not fit, in any step, reverts everything applied in earlier steps', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), ({ raw, tx, sizes }, at) => {
        const index = at % (tx.ops.length + 1);
        const bad: Operation = {
          type: 'node.update',
          id: 'ghost',
          from: node('ghost'),
          to: node('ghost', 1),
        };
        const ops = [...tx.ops.slice(0, index), bad, ...tx.ops.slice(index)];
        const state = load(raw);
        const before = canonical(state.toDocument());
        const order = [...state.nodesOrder()];
        const pending = state.beginApply({ ...tx, ops });
        let thrown: unknown;
        try {
          stepThrough(pending, sizes);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(OperationError);
        expect((thrown as OperationError).index).toBe(index);
        expect(pending.status).toBe('failed');
        expect(pending.applied).toBe(0);
        expect(canonical(state.toDocument())).toEqual(before);
        expect(state.nodesOrder()).toEqual(order);
        expect(state.version).toBe(raw.version ?? 0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('MapState.beginApply', () => {
  it('holds the first operations between steps and advances version once, at the end', () => {
    const state = MapState.fromDocument(doc());
    const version = state.version;
    const pending = state.beginApply(createTransaction('template.applied', moves(state, ['a', 'b', 'c'], 5)));
    expect(pending.step(2)).toBe(false);
    expect([pending.applied, pending.status]).toEqual([2, 'applying']);
    expect(state.pendingApply).toBe(pending);
    expect(state.getNode('b')!.position.x).toBe(5);
    expect(state.getNode('c')!.position.x).toBe(0);
    expect(state.version).toBe(version);
    expect(pending.step(2)).toBe(true);
    expect(state.getNode('c')!.position.x).toBe(5);
    expect(state.version).toBe(version + 1);
    expect(state.pendingApply).toBeNull();
    expect(pending.step(1)).toBe(true);
  });

  it('finishes a pending transaction before applying another one, keeping their order', () => {
    const state = MapState.fromDocument(doc());
    const version = state.version;
    const layout = createTransaction('template.applied', moves(state, ['a', 'b', 'c'], 5));
    const pending = state.beginApply(layout);
    pending.step(1);
    // Built from the layout's result, as an edit made after it would be.
    const drag = createTransaction('element.drag', moves(MapState.fromDocument(doc()), ['c'], 9));
    drag.ops[0] = { ...drag.ops[0], from: (layout.ops[2] as { to: MapNode }).to } as Operation;
    state.apply(drag);
    expect(pending.status).toBe('applied');
    expect(state.pendingApply).toBeNull();
    expect(['a', 'b', 'c'].map((id) => state.getNode(id)!.position.x)).toEqual([5, 5, 9]);
    expect(state.version).toBe(version + 2);
    expect(pending.step(1)).toBe(true);
  });

  it('a pending transaction that fails while another apply finishes it is reverted; its owner gets the error', () => {
    const state = MapState.fromDocument(doc());
    const before = canonical(state.toDocument());
    const bad: Operation = { type: 'node.update', id: 'ghost', from: node('ghost'), to: node('ghost', 1) };
    const pending = state.beginApply(
      createTransaction('template.applied', [...moves(state, ['a', 'b'], 5), bad]),
    );
    pending.step(1);
    const label = createTransaction('node.updated', [
      { type: 'node.update', id: 'c', from: state.getNode('c')!, to: node('c', 3) },
    ]);
    state.apply(label);
    const expected = MapState.fromDocument(doc());
    expected.apply(label);
    expect(canonical(state.toDocument())).toEqual(canonical(expected.toDocument()));
    expect(canonical(state.toDocument())).not.toEqual(before);
    expect(pending.status).toBe('failed');
    expect(pending.error).toBeInstanceOf(OperationError);
    expect(() => pending.step(10)).toThrow(pending.error!);
    expect(() => pending.finish()).toThrow(/Operation 2 \(node.update\)/);
  });

  it('a second beginApply finishes the first; toDocument finishes a pending one', () => {
    const state = MapState.fromDocument(doc());
    const first = state.beginApply(createTransaction('template.applied', moves(state, ['a', 'b'], 5)));
    first.step(1);
    const second = state.beginApply(createTransaction('template.applied', moves(state, ['a', 'b', 'c'], 7)));
    expect(first.status).toBe('applied');
    expect(state.pendingApply).toBe(second);
    second.step(1);
    expect(state.toDocument().nodes.map((n) => n.position.x)).toEqual([7, 7, 7]);
    expect(second.status).toBe('applied');
  });

  it('an empty transaction is applied at once and, like undo and redo, leaves version alone', () => {
    const state = MapState.fromDocument(doc());
    const version = state.version;
    const empty = state.beginApply(createTransaction('template.applied', []));
    expect([empty.status, state.pendingApply]).toEqual(['applied', null]);
    const undo: Transaction = createTransaction('undo.performed', moves(state, ['a'], 2));
    const pending = state.beginApply(undo);
    pending.finish();
    expect(state.getNode('a')!.position.x).toBe(2);
    expect(state.version).toBe(version);
  });
});

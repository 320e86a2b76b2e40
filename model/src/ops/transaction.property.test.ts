import fc from 'fast-check';
import { MapState } from '../state/MapState';
import { History } from '../history/History';
import { parseMapDocument } from '../parse/parseMapDocument';
import { createTransaction, invertTransaction } from './transaction';
import type { Transaction } from './operation';
import { documentArb } from '../testing/arbitraries';
import { intentArb, opsFor } from '../testing/randomChanges';
import { canonical } from '../testing/canonical';

function load(raw: unknown): MapState {
  const parsed = parseMapDocument(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return MapState.fromDocument(parsed.document);
}

/** What a transaction looks like after a trip over the wire. */
const overTheWire = (tx: Transaction): Transaction => JSON.parse(JSON.stringify(tx));

const changesArb = fc.tuple(
  documentArb,
  fc.array(fc.array(intentArb, { minLength: 1, maxLength: 3 }), { maxLength: 25 }),
);

describe('transactions and their inverses (property)', () => {
  it('applying t then invertTransaction(t) gives back the same document, and t again the same result', () => {
    fc.assert(
      fc.property(changesArb, ([raw, steps]) => {
        const state = load(raw);
        for (const intents of steps) {
          const before = canonical(state.toDocument());
          const order = [...state.nodesOrder()];
          // Build a multi-intent transaction by applying each intent's ops as it is made, then group them.
          const ops = intents.flatMap((intent) => {
            const part = opsFor(state, intent);
            state.apply(createTransaction('node.updated', part));
            return part;
          });
          const tx = createTransaction('node.updated', ops);
          const after = canonical(state.toDocument());

          state.apply(overTheWire(invertTransaction(tx, 'undo.performed')));
          expect(canonical(state.toDocument())).toEqual(before);
          expect(state.nodesOrder()).toEqual(order);

          state.apply(overTheWire({ ...tx, label: 'redo.performed' }));
          expect(canonical(state.toDocument())).toEqual(after);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('History undoes every step back to the loaded document and redoes them all', () => {
    fc.assert(
      fc.property(changesArb, ([raw, steps]) => {
        const state = load(raw);
        const history = new History();
        const initial = canonical(state.toDocument());
        const snapshots = [initial];
        for (const intents of steps) {
          const ops = intents.flatMap((intent) => applyNow(state, intent));
          history.record(createTransaction('node.updated', ops));
          if (ops.length) snapshots.push(canonical(state.toDocument()));
        }
        const version = state.version;
        for (let i = snapshots.length - 2; i >= 0; i--) {
          state.apply(history.undo()!);
          expect(canonical(state.toDocument())).toEqual(snapshots[i]);
        }
        expect(history.undo()).toBeNull();
        for (let i = 1; i < snapshots.length; i++) {
          state.apply(history.redo()!);
          expect(canonical(state.toDocument())).toEqual(snapshots[i]);
        }
        expect(history.canRedo).toBe(false);
        expect(state.version).toBe(version);
      }),
      { numRuns: 100 },
    );
  });
});

/** Applies one intent's operations now (so the next intent is built on the result) and returns them. */
function applyNow(state: MapState, intent: Parameters<typeof opsFor>[1]) {
  const ops = opsFor(state, intent);
  state.apply(createTransaction('node.updated', ops));
  return ops;
}

import { MapState } from './MapState';
import { applyInSlices, finishInSlices, nextMacrotask, SLICED_APPLY_MIN_OPS } from './applyInSlices';
import { OperationError } from '../ops/OperationError';
import { createTransaction } from '../ops/transaction';
import type { Operation } from '../ops/operation';
import { createNode } from '../defaults/createNode';
import { emptyDocument } from '../defaults/emptyDocument';
import { canonical } from '../testing/canonical';

function mapOf(count: number): MapState {
  const nodes = Array.from({ length: count }, (_, i) =>
    createNode({ id: `n${i}`, position: { x: 0, y: 0 } }),
  );
  return MapState.fromDocument({ ...emptyDocument(), nodes });
}

function layout(state: MapState, x: number): Operation[] {
  return [...state.nodes.values()].map((from) => ({
    type: 'node.update',
    id: from.data.id,
    from,
    to: { ...from, position: { x, y: 0 } },
  }));
}

/** A clock that moves 1 ms each time it is read, so each slice of 3 ms covers a few checks of the clock. */
function tickingClock() {
  let t = 0;
  return () => t++;
}

describe('applyInSlices', () => {
  it('applies a small transaction at once, before the returned promise is awaited', () => {
    const state = mapOf(3);
    void applyInSlices(state, createTransaction('template.applied', layout(state, 4)));
    expect(state.getNode('n2')!.position.x).toBe(4);
    expect(state.pendingApply).toBeNull();
  });

  it('spreads a large transaction over several yields and ends with the same state as apply', async () => {
    const count = SLICED_APPLY_MIN_OPS * 3;
    const state = mapOf(count);
    const expected = mapOf(count);
    const tx = createTransaction('template.applied', layout(state, 4));
    expected.apply(tx);
    const seen: number[] = [];
    await applyInSlices(state, tx, {
      sliceMs: 3,
      now: tickingClock(),
      yieldToHost: async () => {
        seen.push(state.pendingApply!.applied);
      },
    });
    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBeLessThan(count);
    expect(canonical(state.toDocument())).toEqual(canonical(expected.toDocument()));
    expect(state.version).toBe(expected.version);
  });

  it('rejects with the error and leaves the state as it was when an operation in a later slice does not fit', async () => {
    const state = mapOf(SLICED_APPLY_MIN_OPS);
    const before = canonical(state.toDocument());
    const ops = layout(state, 4);
    ops.push({ type: 'node.remove', node: createNode({ id: 'ghost', position: { x: 0, y: 0 } }) });
    let yields = 0;
    const done = applyInSlices(state, createTransaction('template.applied', ops), {
      sliceMs: 2,
      now: tickingClock(),
      yieldToHost: async () => {
        yields++;
      },
    });
    await expect(done).rejects.toBeInstanceOf(OperationError);
    expect(yields).toBeGreaterThan(0);
    expect(canonical(state.toDocument())).toEqual(before);
  });

  it('resolves when another apply finished the transaction between slices', async () => {
    const state = mapOf(SLICED_APPLY_MIN_OPS);
    const pending = state.beginApply(createTransaction('template.applied', layout(state, 4)));
    let yields = 0;
    await finishInSlices(pending, {
      sliceMs: 1,
      now: tickingClock(),
      yieldToHost: async () => {
        yields++;
        state.apply(createTransaction('node.updated', []));
      },
    });
    expect(yields).toBe(1);
    expect(state.getNode(`n${SLICED_APPLY_MIN_OPS - 1}`)!.position.x).toBe(4);
  });

  it('nextMacrotask resolves in a later task, not while microtasks are still running', async () => {
    let resolved = false;
    const later = nextMacrotask().then(() => (resolved = true));
    for (let i = 0; i < 1000; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await later;
    expect(resolved).toBe(true);
  });
});

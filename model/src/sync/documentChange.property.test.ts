import fc from 'fast-check';
import { MapState } from '../state/MapState';
import { parseMapDocument } from '../parse/parseMapDocument';
import { invertTransaction } from '../ops/transaction';
import { documentArb } from '../testing/arbitraries';
import { applySteps, stepsArb } from '../testing/randomChanges';
import { canonical } from '../testing/canonical';
import { documentChange } from './documentChange';

function load(raw: unknown): MapState {
  const parsed = parseMapDocument(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return MapState.fromDocument(parsed.document);
}

/** A document as `MapState` normalises it, without `version`. */
const content = (state: MapState) => canonical(MapState.fromDocument(state.toDocument()).toDocument());

describe('documentChange (property)', () => {
  it('turns the base into the target, is undone by its inverse, and is null only when nothing differs', () => {
    fc.assert(
      fc.property(documentArb, stepsArb, (raw, steps) => {
        const base = load(raw);
        const target = load(raw);
        applySteps(target, steps);
        const change = documentChange(base, target.toDocument(), { id: 'diff', label: 'version.restored' });
        const same = JSON.stringify(content(base)) === JSON.stringify(content(target));
        expect(change === null).toBe(same);
        if (!change) return;
        expect(change).toMatchObject({ id: 'diff', label: 'version.restored', source: 'user' });
        const before = content(base);
        base.apply(change);
        expect(content(base)).toEqual(content(target));
        base.apply(invertTransaction(change, 'undo.performed'));
        expect(content(base)).toEqual(before);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

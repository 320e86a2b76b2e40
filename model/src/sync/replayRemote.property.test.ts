import fc from 'fast-check';
import { MapState } from '../state/MapState';
import { parseMapDocument } from '../parse/parseMapDocument';
import { CHANGE_LABELS } from '../ops/changeLabels';
import { documentArb } from '../testing/arbitraries';
import { applySteps, stepsArb } from '../testing/randomChanges';
import { canonical } from '../testing/canonical';
import { rebaseTransactions } from './rebase';
import { replayRemote } from './replayRemote';

function load(raw: unknown): MapState {
  const parsed = parseMapDocument(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return MapState.fromDocument(parsed.document);
}

const copy = (state: MapState) => MapState.fromDocument(state.toDocument());
/** Labels a remote editor may give its changes (undo and redo do not advance `version`, which is left aside). */
const labelArb = fc.constantFrom(...CHANGE_LABELS.filter((label) => !label.endsWith('.performed')));

describe('replayRemote (property)', () => {
  it('ends where a rebase from scratch ends, drops what the server has, and tells each step with its own label', () => {
    fc.assert(
      fc.property(
        documentArb,
        stepsArb,
        stepsArb,
        fc.nat(),
        labelArb,
        (raw, localSteps, remoteSteps, ackedPick, label) => {
          const local = load(raw);
          const pending = applySteps(local, localSteps, 'node.label.updated');
          const before = copy(local);
          // The server's log since the base: the first pending transactions (a save whose answer was lost), then
          // another editor's changes on top.
          const acked = pending.slice(0, ackedPick % (pending.length + 1));
          const server = load(raw);
          for (const tx of acked) server.apply(tx);
          const theirs = applySteps(server, remoteSteps, label);
          const log = [...acked, ...theirs];

          const result = replayRemote(local, pending, log);

          // The same as rebasing what the server lacks onto its state from scratch.
          const scratch = load(raw);
          for (const tx of log) scratch.apply(tx);
          const expected = rebaseTransactions(
            scratch,
            pending.filter((tx) => !acked.includes(tx)),
          );
          expect(canonical(local.toDocument())).toEqual(canonical(scratch.toDocument()));
          expect(result.pending.map((tx) => tx.id)).toEqual(expected.transactions.map((tx) => tx.id));
          expect(result.conflicts).toEqual(expected.conflicts);
          for (const tx of result.pending) expect(tx.source).toBe('user'); // still ours to save

          // The steps tell every change with its own id and label, all as remote, and replay to the same state.
          expect(result.applied.every((tx) => tx.source === 'remote')).toBe(true);
          expect(result.applied.map((tx) => [tx.id, tx.label])).toEqual([
            ...pending.map(() => [expect.any(String), 'undo.performed']),
            ...log.map((tx) => [tx.id, tx.label]),
            ...result.pending.map((tx) => [tx.id, tx.label]),
          ]);
          for (const tx of result.applied) before.apply(tx);
          expect(canonical(before.toDocument())).toEqual(canonical(local.toDocument()));
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

import fc from 'fast-check';
import { MapState } from '../state/MapState';
import { parseMapDocument } from '../parse/parseMapDocument';
import { createTransaction } from '../ops/transaction';
import type { Transaction } from '../ops/operation';
import { jsonEqual } from '../ops/build/jsonEqual';
import { documentArb } from '../testing/arbitraries';
import { intentArb, opsFor, type Intent } from '../testing/randomChanges';
import { canonical } from '../testing/canonical';
import { rebaseTransactions } from './rebase';
import { changedFields, getField } from './recordFields';

function load(raw: unknown): MapState {
  const parsed = parseMapDocument(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return MapState.fromDocument(parsed.document);
}

/** Applies each step as one transaction made against the state as it then is; returns the transactions. */
function edit(state: MapState, steps: Intent[][]): Transaction[] {
  const txs: Transaction[] = [];
  for (const intents of steps) {
    const ops = intents.flatMap((intent) => {
      const part = opsFor(state, intent);
      state.apply(createTransaction('node.updated', part));
      return part;
    });
    if (ops.length) txs.push(JSON.parse(JSON.stringify(createTransaction('node.updated', ops))));
  }
  return txs;
}

const stepsArb = fc.array(fc.array(intentArb, { minLength: 1, maxLength: 3 }), { maxLength: 8 });

type Keyed = { data: { id: string } };

/**
 * For every record field the local side changed (net, base -> local), the merged record holds the local value
 * unless the remote side changed that field too (then it holds one of the two, see below).
 */
function expectFieldsKept<T extends Keyed>(
  base: ReadonlyMap<string, T>,
  local: ReadonlyMap<string, T>,
  remote: ReadonlyMap<string, T>,
  merged: ReadonlyMap<string, T>,
  skip: (record: T) => boolean = () => false,
): void {
  for (const [id, mine] of local) {
    const result = merged.get(id);
    const before = base.get(id);
    if (!result || !before) continue;
    const theirs = remote.get(id);
    for (const path of changedFields(before, mine)) {
      if (skip(mine)) continue;
      const value = getField(result, path);
      const remoteChanged = theirs && !jsonEqual(getField(theirs, path), getField(before, path));
      if (!remoteChanged) {
        expect({ id, path, value }).toEqual({ id, path, value: getField(mine, path) });
      } else {
        // Both sides changed it: the remote value wins, unless a later local edit was made on top of the
        // same value the remote side had set (then that edit is not a conflict). Never a third value.
        const either = jsonEqual(value, getField(theirs, path)) || jsonEqual(value, getField(mine, path));
        expect({ id, path, either }).toEqual({ id, path, either: true });
      }
    }
  }
}

describe('rebaseTransactions (property)', () => {
  it('never drops a non-conflicting operation, lets the remote side win real conflicts, and replays identically', () => {
    fc.assert(
      fc.property(documentArb, stepsArb, stepsArb, (raw, localSteps, remoteSteps) => {
        const base = load(raw);
        const local = load(raw);
        const remote = load(raw);
        const pending = edit(local, localSteps);
        edit(remote, remoteSteps);
        const remoteDoc = remote.toDocument();
        const remoteNodes = new Map(remote.nodes);
        const remoteEdges = new Map(remote.edges);

        const { transactions } = rebaseTransactions(remote, pending);
        const merged = remote;

        // Nodes: added locally -> present; removed locally -> absent; fields merged per field.
        for (const id of local.nodes.keys())
          if (!base.getNode(id)) expect(merged.getNode(id)).toEqual(local.getNode(id));
        for (const id of base.nodes.keys())
          if (!local.getNode(id)) expect(merged.getNode(id)).toBeUndefined();
        expectFieldsKept(base.nodes, local.nodes, remoteNodes, merged.nodes);

        // Edges: a local edge survives whenever both of its ends still exist.
        for (const [id, edge] of local.edges) {
          const endsExist = merged.getNode(edge.data.source) && merged.getNode(edge.data.target);
          if (!base.getEdge(id) && endsExist) expect(merged.getEdge(id)).toEqual(edge);
        }
        for (const id of base.edges.keys())
          if (!local.getEdge(id)) expect(merged.getEdge(id)).toBeUndefined();
        expectFieldsKept(
          base.edges,
          local.edges,
          remoteEdges,
          merged.edges,
          (edge) => !merged.getNode(edge.data.source) || !merged.getNode(edge.data.target),
        );

        // Document-level values merge the same way.
        if (local.htmlContent !== base.htmlContent && remoteDoc.htmlContent === base.htmlContent)
          expect(merged.htmlContent).toBe(local.htmlContent);
        if (base.settings && local.settings && remoteDoc.settings && merged.settings)
          for (const key of Object.keys(local.settings)) {
            if (jsonEqual(local.settings[key], base.settings[key])) continue;
            const remoteChanged = !jsonEqual(remoteDoc.settings[key], base.settings[key]);
            if (!remoteChanged) expect(merged.settings[key]).toEqual(local.settings[key]);
            else expect([remoteDoc.settings[key], local.settings[key]]).toContainEqual(merged.settings[key]);
          }

        // The server replays the rebased transactions on its own copy of the remote state: same result.
        const server = MapState.fromDocument(remoteDoc);
        for (const tx of transactions) server.apply(JSON.parse(JSON.stringify(tx)));
        const reloaded = MapState.fromDocument(merged.toDocument()); // both sides normalise the same way
        const serverDoc = MapState.fromDocument(server.toDocument()).toDocument();
        expect(canonical(serverDoc)).toEqual(canonical(reloaded.toDocument()));
        expect(server.version).toBe(merged.version);
      }),
      { numRuns: 300 },
    );
    // 300 random runs take ~1 s alone but far longer while every jest project shares two cores.
  }, 60_000);
});

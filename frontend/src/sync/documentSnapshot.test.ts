import { labelTransaction } from '../editor/commands/nodeTransactions';
import { sampleDocument } from '../testing/sampleDocument';
import { DocumentStore } from '../stores/DocumentStore';
import { BIG_CHANGE_MIN_OPS, DocumentSnapshot, isBigChange, opCount } from './documentSnapshot';
import { MapState, type Transaction } from '@mapa/model';

const withOps = (count: number): Transaction => ({
  id: 't',
  label: 'template.applied',
  source: 'layout',
  ops: Array.from({ length: count }, () => ({ type: 'canvas.update', key: 'x', to: 1 }) as const),
});

/** A state with `nodes` nodes and no edges (isBigChange reads only the counts). */
function stateOf(nodes: number): MapState {
  const doc = sampleDocument();
  const node = doc.nodes[0];
  doc.nodes = Array.from({ length: nodes }, (_, i) => ({ ...node, data: { ...node.data, id: `n${i}` } }));
  doc.edges = [];
  doc.canvas = {};
  return MapState.fromDocument(doc);
}

describe('isBigChange', () => {
  it('needs the minimum of operations and at least one per three elements', () => {
    expect(opCount([withOps(3), withOps(4)])).toBe(7);
    expect(isBigChange([withOps(BIG_CHANGE_MIN_OPS - 1)], stateOf(10))).toBe(false);
    expect(isBigChange([withOps(BIG_CHANGE_MIN_OPS)], stateOf(10))).toBe(true);
    expect(isBigChange([withOps(2500), withOps(2500)], stateOf(15_000))).toBe(true);
    expect(isBigChange([withOps(5000)], stateOf(15_001))).toBe(false);
  });

  it('sends more operations than the server takes in one save (20,000) as the document, on any map', () => {
    const big = stateOf(70_000);
    expect(isBigChange([withOps(20_000)], big)).toBe(false);
    expect(isBigChange([withOps(10_000), withOps(10_001)], big)).toBe(true);
  });
});

describe('DocumentSnapshot', () => {
  it('serialises the document with every pending transaction, and stays valid while only queued ones follow', () => {
    const doc = new DocumentStore(sampleDocument());
    const snapshot = new DocumentSnapshot(doc);
    const first = labelTransaction(doc.state, 'a', 'one')!;
    doc.apply(first);
    const pending = [first];
    const taken = snapshot.take(pending);
    expect(taken.count).toBe(1);
    expect(JSON.parse(taken.json)).toEqual(JSON.parse(JSON.stringify(doc.state.toDocument())));

    const second = labelTransaction(doc.state, 'b', 'two')!;
    doc.apply(second);
    pending.push(second);
    expect(snapshot.covering(pending)).toEqual({ json: taken.json, count: 1 });
    expect(snapshot.covering([{ ...first }, second])).toBeNull(); // rebased: other transaction objects
    snapshot.foreignChange();
    expect(snapshot.covering(pending)).toBeNull();
    snapshot.take(pending);
    snapshot.clear();
    expect(snapshot.covering(pending)).toBeNull();
  });
});

import { MapState } from './MapState';
import { mapDataFromDocument } from './mapData';
import { createTransaction } from '../ops/transaction';
import type { Operation } from '../ops/operation';
import type { MapDocument } from '../schema/document';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { emptyDocument } from '../defaults/emptyDocument';

const node = (id: string) => createNode({ id, position: { x: 0, y: 0 }, label: id });
const edge = (id: string, source: string, target: string) => createEdge({ id, source, target });
const doc = (): MapDocument => ({
  ...emptyDocument(),
  nodes: ['a', 'b', 'c', 'd'].map(node),
  edges: [edge('ab', 'a', 'b'), edge('ac', 'a', 'c'), edge('bc', 'b', 'c')],
});
const tx = (...ops: Operation[]) => createTransaction('edge.appearanceChange', ops);

/** Every node's outgoing and incoming edge ids, sorted. */
function adjacencyOf(state: MapState): Record<string, [string[], string[]]> {
  const ids = (edges: { data: { id: string } }[]) => edges.map((e) => e.data.id).sort();
  return Object.fromEntries(
    [...state.nodes.keys()].map((id) => [id, [ids(state.outgoing(id)), ids(state.incoming(id))]]),
  );
}

/** Adds, retargets and removes edges, and removes a node left without any. */
function change(state: MapState): void {
  state.apply(tx({ type: 'edge.add', edge: edge('da', 'd', 'a') }));
  const ac = state.getEdge('ac')!;
  state.apply(tx({ type: 'edge.update', id: 'ac', from: ac, to: { data: { ...ac.data, source: 'd' } } }));
  state.apply(tx({ type: 'edge.remove', edge: state.getEdge('bc')! }));
  state.apply(tx({ type: 'edge.remove', edge: state.getEdge('ab')! }));
  state.apply(tx({ type: 'node.remove', node: state.getNode('b')! }));
}

describe('adjacency', () => {
  it('is not built when a map loads, only on the first lookup', () => {
    const data = mapDataFromDocument(doc());
    expect(data.adjacency.isBuilt).toBe(false);
    expect([...data.adjacency.outgoingIds('a')]).toEqual(['ab', 'ac']);
    expect(data.adjacency.isBuilt).toBe(true);
  });

  it('answers the same whether first asked before the changes or after them', () => {
    const early = MapState.fromDocument(doc());
    const before = adjacencyOf(early);
    expect(before.a).toEqual([['ab', 'ac'], []]);
    change(early);
    const late = MapState.fromDocument(doc());
    change(late);
    const expected = {
      a: [[], ['da']],
      c: [[], ['ac']],
      d: [['ac', 'da'], []],
    };
    expect(adjacencyOf(early)).toEqual(expected);
    expect(adjacencyOf(late)).toEqual(expected);
  });

  it('built a part at a time with changes between the parts, answers as when built after them', () => {
    // One edge per part, so each change falls between parts: before and after the edges it touches are indexed.
    const state = MapState.fromDocument(doc());
    expect(state.prepareAdjacency(1)).toBe(false);
    state.apply(tx({ type: 'edge.add', edge: edge('da', 'd', 'a') }));
    expect(state.prepareAdjacency(1)).toBe(false);
    const ac = state.getEdge('ac')!;
    state.apply(tx({ type: 'edge.update', id: 'ac', from: ac, to: { data: { ...ac.data, source: 'd' } } }));
    state.apply(tx({ type: 'edge.remove', edge: state.getEdge('bc')! }));
    state.apply(tx({ type: 'edge.remove', edge: state.getEdge('ab')! }));
    state.apply(tx({ type: 'node.remove', node: state.getNode('b')! }));
    const late = MapState.fromDocument(doc());
    change(late);
    expect(adjacencyOf(state)).toEqual(adjacencyOf(late));
    expect(state.prepareAdjacency(0)).toBe(true);
  });

  it('lists a retargeted edge in the same place whether built before the change, after it, or after a reload', () => {
    // Children come in edge order (siblingOrder.ts). 'bd' moves from b to a, landing after a's edges; 'ab' gets a
    // new target, which puts it last among a's edges too.
    const start = () => MapState.fromDocument({ ...doc(), edges: [...doc().edges, edge('bd', 'b', 'd')] });
    const retarget = (state: MapState) => {
      const bd = state.getEdge('bd')!;
      state.apply(tx({ type: 'edge.update', id: 'bd', from: bd, to: { data: { ...bd.data, source: 'a' } } }));
      const ab = state.getEdge('ab')!;
      state.apply(tx({ type: 'edge.update', id: 'ab', from: ab, to: { data: { ...ab.data, target: 'd' } } }));
    };
    const ids = (state: MapState, id: string) => state.outgoing(id).map((e) => e.data.id);
    const early = start();
    expect(ids(early, 'a')).toEqual(['ab', 'ac']); // built now
    retarget(early);
    const late = start();
    retarget(late); // built after the change, from the edge list
    const reloaded = MapState.fromDocument(early.toDocument());
    expect(ids(early, 'a')).toEqual(['ac', 'bd', 'ab']);
    expect(ids(late, 'a')).toEqual(ids(early, 'a'));
    expect(ids(reloaded, 'a')).toEqual(ids(early, 'a'));
    expect(ids(reloaded, 'b')).toEqual(['bc']);
  });

  it('completes on the first lookup whatever part was built ahead', () => {
    const data = mapDataFromDocument(doc());
    expect(data.adjacency.buildSome(2)).toBe(false);
    expect([...data.adjacency.incomingIds('c')].sort()).toEqual(['ac', 'bc']);
    expect(data.adjacency.isBuilt).toBe(true);
    expect(data.adjacency.buildSome(5)).toBe(true);
  });

  it('refuses to remove a node that still has edges, asked first by that check', () => {
    const state = MapState.fromDocument(doc());
    expect(() => state.apply(tx({ type: 'node.remove', node: state.getNode('c')! }))).toThrow(
      /node "c" still has 2 edge end\(s\)/,
    );
  });
});

import { MapState } from './MapState';
import { OperationError } from '../ops/OperationError';
import { createTransaction } from '../ops/transaction';
import type { Operation } from '../ops/operation';
import type { MapDocument } from '../schema/document';
import type { MapNode } from '../schema/node';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { emptyDocument } from '../defaults/emptyDocument';
import { canonical } from '../testing/canonical';

const node = (id: string, x = 0): MapNode => createNode({ id, position: { x, y: 0 }, label: id });
const edge = (id: string, source: string, target: string) => createEdge({ id, source, target });

function doc(extra: Partial<MapDocument> = {}): MapDocument {
  return {
    ...emptyDocument(),
    nodes: [node('a'), node('b'), node('c')],
    edges: [edge('ab', 'a', 'b'), edge('bc', 'b', 'c')],
    canvas: { nodesOrder: ['c', 'a', 'b'], zoom: 1 },
    ...extra,
  };
}

const tx = (...ops: Operation[]) => createTransaction('node.updated', ops);
const ids = (edges: { data: { id: string } }[]) => edges.map((e) => e.data.id).sort();

describe('MapState loading and reading', () => {
  it('reads nodes, edges, z-order and adjacency from a document', () => {
    const state = MapState.fromDocument(doc());
    expect([...state.nodes.keys()]).toEqual(['a', 'b', 'c']);
    expect(state.getEdge('ab')?.data.target).toBe('b');
    expect(state.nodesOrder()).toEqual(['c', 'a', 'b']);
    expect(ids(state.outgoing('b'))).toEqual(['bc']);
    expect(ids(state.incoming('b'))).toEqual(['ab']);
    expect(state.outgoing('c')).toEqual([]);
  });

  it('uses node order as z-order when there is no canvas', () => {
    const state = MapState.fromDocument(doc({ canvas: null }));
    expect(state.nodesOrder()).toEqual(['a', 'b', 'c']);
    expect(state.toDocument().canvas).toBeNull();
  });

  it('normalises what it is given and refuses repeated ids', () => {
    const state = MapState.fromDocument(doc({ edges: [edge('x', 'a', 'ghost')] }));
    expect(state.edges.size).toBe(0);
    expect(() => MapState.fromDocument(doc({ nodes: [node('a'), node('a')] }))).toThrow(
      /duplicate node id "a"/,
    );
  });

  it('drops a dangling edge among kept ones and keeps the others in document order', () => {
    const state = MapState.fromDocument(
      doc({
        edges: [edge('ab', 'a', 'b'), edge('x', 'a', 'ghost'), edge('bc', 'b', 'c'), edge('ca', 'c', 'a')],
      }),
    );
    expect([...state.edges.keys()]).toEqual(['ab', 'bc', 'ca']);
    expect(state.getEdge('x')).toBeUndefined();
    expect(ids(state.incoming('a'))).toEqual(['ca']);
    expect(state.toDocument().edges.map((e) => e.data.id)).toEqual(['ab', 'bc', 'ca']);
  });

  it('hashes each id of a hand-made document once: the normaliser checks them in the maps the state keeps', () => {
    const n = 200;
    const nodes = Array.from({ length: n }, (_, i) => node(`n${i}`));
    const edges = Array.from({ length: n }, (_, i) => edge(`e${i}`, `n${i}`, `n${(i + 1) % n}`));
    const add = jest.spyOn(Set.prototype, 'add');
    const set = jest.spyOn(Map.prototype, 'set');
    try {
      const state = MapState.fromDocument(doc({ nodes, edges, canvas: null }));
      expect(state.nodes.size + state.edges.size).toBe(2 * n);
      // One insertion per record, plus a few for anything else (two per record before: a set, then a map).
      expect(add.mock.calls.length + set.mock.calls.length).toBeLessThan(2 * n + 20);
    } finally {
      add.mockRestore();
      set.mockRestore();
    }
  });

  it('writes a fresh document: nodes back to front, canvas with nodesOrder, unknown fields kept', () => {
    const input = { ...doc(), owner: 'x@y.z' };
    const out = MapState.fromDocument(input).toDocument();
    expect(out.nodes.map((n) => n.data.id)).toEqual(['c', 'a', 'b']);
    expect(out.canvas).toEqual({ nodesOrder: ['c', 'a', 'b'], zoom: 1, backgroundImages: [] });
    expect(out.owner).toBe('x@y.z');
    expect(out.nodes).not.toBe(input.nodes);
  });
});

describe('MapState.apply', () => {
  it('keeps adjacency right through edge add, retarget and remove', () => {
    const state = MapState.fromDocument(doc());
    state.apply(tx({ type: 'edge.add', edge: edge('ca', 'c', 'a') }));
    expect(ids(state.incoming('a'))).toEqual(['ca']);
    const from = state.getEdge('ca')!;
    state.apply(tx({ type: 'edge.update', id: 'ca', from, to: { data: { ...from.data, target: 'b' } } }));
    expect(state.incoming('a')).toEqual([]);
    expect(ids(state.incoming('b'))).toEqual(['ab', 'ca']);
    state.apply(tx({ type: 'edge.remove', edge: state.getEdge('ab')! }));
    expect(ids(state.incoming('b'))).toEqual(['ca']);
    expect(ids(state.outgoing('a'))).toEqual([]);
  });

  it('keeps self-loops in both directions', () => {
    const state = MapState.fromDocument(doc());
    state.apply(tx({ type: 'edge.add', edge: edge('aa', 'a', 'a') }));
    expect(ids(state.outgoing('a'))).toEqual(['aa', 'ab']);
    expect(ids(state.incoming('a'))).toEqual(['aa']);
  });

  it('replaces an updated record and keeps the others', () => {
    const state = MapState.fromDocument(doc());
    const a = state.getNode('a')!;
    const b = state.getNode('b')!;
    state.apply(tx({ type: 'node.update', id: 'a', from: a, to: { ...a, position: { x: 5, y: 5 } } }));
    expect(state.getNode('a')).not.toBe(a);
    expect(state.getNode('a')?.position).toEqual({ x: 5, y: 5 });
    expect(state.getNode('b')).toBe(b);
  });

  it('inserts and removes nodes at their orderIndex', () => {
    const state = MapState.fromDocument(doc());
    state.apply(tx({ type: 'node.add', node: node('d'), orderIndex: 1 }));
    expect(state.nodesOrder()).toEqual(['c', 'd', 'a', 'b']);
    state.apply(tx({ type: 'node.remove', node: state.getNode('d')!, orderIndex: 1 }));
    expect(state.nodesOrder()).toEqual(['c', 'a', 'b']);
  });

  it('takes the z-order from a canvas set as a whole, and keeps it when the canvas is dropped', () => {
    const state = MapState.fromDocument(doc({ canvas: null }));
    state.apply(
      tx({ type: 'document.update', key: 'canvas', from: null, to: { nodesOrder: ['b', 'c', 'a'] } }),
    );
    expect(state.nodesOrder()).toEqual(['b', 'c', 'a']);
    expect(state.canvas).toEqual({ backgroundImages: [] });
    state.apply(tx({ type: 'document.update', key: 'canvas', from: state.toDocument().canvas, to: null }));
    expect(state.canvas).toBeNull();
    expect(state.toDocument().nodes.map((n) => n.data.id)).toEqual(['b', 'c', 'a']);
  });

  it('advances version once per transaction, but not for undo or redo', () => {
    const state = MapState.fromDocument(doc({ version: 3 }));
    state.apply(tx({ type: 'node.add', node: node('d') }, { type: 'node.add', node: node('e') }));
    expect(state.version).toBe(4);
    state.apply(createTransaction('undo.performed', [{ type: 'node.remove', node: node('e') }]));
    state.apply(createTransaction('redo.performed', [{ type: 'node.add', node: node('e') }]));
    expect(state.version).toBe(4);
    state.apply(tx());
    expect(state.version).toBe(4);
  });

  it.each<[string, Operation]>([
    ['a node that exists', { type: 'node.add', node: node('a') }],
    ['a node that still has edges', { type: 'node.remove', node: node('b') }],
    ['a node that does not exist', { type: 'node.update', id: 'zz', from: node('zz'), to: node('zz') }],
    ['an edge to a missing node', { type: 'edge.add', edge: edge('x', 'a', 'ghost') }],
    ['a wrong orderIndex', { type: 'node.add', node: node('d'), orderIndex: 9 }],
    ['an order move of the wrong id', { type: 'order.move', id: 'a', from: 0, to: 2 }],
    ['a reserved canvas key', { type: 'canvas.update', key: 'nodesOrder', to: [] }],
    ['settings that do not exist', { type: 'settings.update', key: 'defaultNodeColor', to: 'red' }],
    [
      'a canvas order that misses a node',
      { type: 'document.update', key: 'canvas', from: null, to: { nodesOrder: ['a'] } },
    ],
  ])('refuses %s and leaves the state exactly as it was', (_, bad) => {
    const state = MapState.fromDocument(doc());
    const before = state.toDocument();
    const good: Operation[] = [
      { type: 'node.add', node: node('d'), orderIndex: 0 },
      { type: 'edge.remove', edge: state.getEdge('ab')! },
      { type: 'canvas.update', key: 'zoom', from: 1, to: 3 },
      { type: 'order.move', id: 'c', from: 1, to: 3 },
    ];
    let error: unknown;
    try {
      state.apply(tx(...good, bad, { type: 'node.add', node: node('e') }));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(OperationError);
    expect((error as OperationError).index).toBe(4);
    expect((error as OperationError).message).toMatch(
      new RegExp(`^Operation 4 \\(${bad.type}\\) does not fit the map: `),
    );
    expect(canonical(state.toDocument())).toEqual(canonical(before));
    expect(state.nodesOrder()).toEqual(['c', 'a', 'b']);
    expect(ids(state.outgoing('a'))).toEqual(['ab']);
    expect(state.version).toBe(before.version);
  });
});

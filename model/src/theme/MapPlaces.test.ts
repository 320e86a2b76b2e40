import fc from 'fast-check';
import { mapOf } from '../editing/testMaps';
import { createTransaction } from '../ops/transaction';
import { addNodeOps } from '../ops/build/nodeOps';
import { addEdgeOps, removeEdgesOps, updateEdgeOps } from '../ops/build/edgeOps';
import { removeNodesOps } from '../ops/build/nodeOps';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import type { Operation } from '../ops/operation';
import type { MapState } from '../state/MapState';
import { MapPlaces } from './MapPlaces';

const at = { x: 0, y: 0 };
const placesOf = (state: MapState, places: MapPlaces) =>
  Object.fromEntries([...state.nodes.keys()].map((id) => [id, places.node(id)]));
const branchesOf = (state: MapState, places: MapPlaces) =>
  [...state.edges.values()].filter((e) => places.edge(e).hierarchy).map((e) => e.data.id);

describe('where nodes sit in the hierarchy (MapPlaces)', () => {
  it('gives the central topic, main topics by branch, sub-topics with their branch, and floating topics', () => {
    const state = mapOf({ r: at, a: at, b: at, a1: at, a11: at, loose: at }, [
      'r>a',
      'r>b',
      'a>a1',
      'a1>a11',
    ]);
    const places = MapPlaces.of(state);
    expect(placesOf(state, places)).toEqual({
      r: { depth: 0, branch: -1, role: 'central' },
      a: { depth: 1, branch: 0, role: 'main' },
      b: { depth: 1, branch: 1, role: 'main' },
      a1: { depth: 2, branch: 0, role: 'sub' },
      a11: { depth: 3, branch: 0, role: 'sub' },
      loose: { depth: 0, branch: -1, role: 'floating' },
    });
    expect(places.edge(state.getEdge('a>a1')!)).toEqual({ hierarchy: true, depth: 1, branch: 0 });
    expect(places.parentOf('a11')).toBe('a1');
    expect(places.parentOf('r')).toBeUndefined();
  });

  it('takes the first parent; any other edge into a node is a relationship', () => {
    const state = mapOf({ r: at, a: at, b: at, c: at }, ['r>a', 'r>b', 'b>c', 'a>c']);
    const places = MapPlaces.of(state);
    expect(places.node('c')).toEqual({ depth: 2, branch: 1, role: 'sub' });
    expect(places.edge(state.getEdge('a>c')!).hierarchy).toBe(false);
    expect(branchesOf(state, places)).toEqual(['r>a', 'r>b', 'b>c']);
  });

  it('numbers branches in sibling order', () => {
    const state = mapOf({ r: at, a: at, b: at }, ['r>a', 'r>b']);
    state.apply(createTransaction('node.ordered', updateEdgeOps(state, 'r>b', { siblingOrder: 0 } as never)));
    state.apply(createTransaction('node.ordered', updateEdgeOps(state, 'r>a', { siblingOrder: 1 } as never)));
    const places = MapPlaces.of(state);
    expect([places.node('a').branch, places.node('b').branch]).toEqual([1, 0]);
  });

  it('cuts a cycle no root reaches at its member first in map order, and keeps self-loops out', () => {
    const state = mapOf({ x: at, y: at, z: at, w: at }, ['y>z', 'z>x', 'x>y', 'w>w']);
    const places = MapPlaces.of(state);
    expect(placesOf(state, places)).toEqual({
      x: { depth: 0, branch: -1, role: 'central' },
      y: { depth: 1, branch: 0, role: 'main' },
      z: { depth: 2, branch: 0, role: 'sub' },
      w: { depth: 0, branch: -1, role: 'floating' },
    });
    expect(places.edge(state.getEdge('z>x')!).hierarchy).toBe(false);
  });

  it('draws a lone node as a central topic', () => {
    expect(MapPlaces.of(mapOf({ only: at })).node('only').role).toBe('central');
  });

  it('follows a change in what it touches and says which places changed', () => {
    const state = mapOf({ r: at, a: at, b: at, a1: at }, ['r>a', 'r>b', 'a>a1']);
    const places = MapPlaces.of(state);
    const ops = addEdgeOps(state, createEdge({ id: 'b>a1', source: 'b', target: 'a1' }));
    state.apply(createTransaction('edge.added', ops));
    // A second parent changes nothing: a1 keeps its first.
    expect(places.follow(state, ops)).toEqual({ nodes: new Set(), edges: new Set() });
    const cut = removeEdgesOps(state, ['a>a1']);
    state.apply(createTransaction('edge.removed', cut));
    const changes = places.follow(state, cut);
    expect(places.node('a1')).toEqual({ depth: 2, branch: 1, role: 'sub' });
    expect([...changes.nodes]).toEqual(['a1']);
    expect([...changes.edges].sort()).toEqual(['a>a1', 'b>a1']);
  });

  it('is kept by the state once asked for, and each transaction says what it moved', () => {
    const state = mapOf({ r: at, a: at, b: at }, ['r>a']);
    expect(state.places().node('b').role).toBe('floating');
    const tx = createTransaction(
      'edge.added',
      addEdgeOps(state, createEdge({ id: 'a>b', source: 'a', target: 'b' })),
    );
    state.apply(tx);
    expect(state.places().node('b')).toEqual({ depth: 2, branch: 0, role: 'sub' });
    expect(state.placeChangesOf(tx)).toEqual({ nodes: new Set(['b']), edges: new Set(['a>b']) });
  });

  it('numbers the branches of a node cut from its parent as main topics of its own tree', () => {
    const state = mapOf({ r: at, a: at, b: at, b1: at }, ['r>a', 'r>b', 'b>b1']);
    const places = MapPlaces.of(state);
    const ops = removeEdgesOps(state, ['r>b']);
    state.apply(createTransaction('edge.removed', ops));
    places.follow(state, ops);
    // b roots a tree of its own: b1, once in branch 1, is b's first branch.
    expect(places.node('b1')).toEqual({ depth: 1, branch: 0, role: 'main' });
    expect(places.node('b')).toEqual({ depth: 0, branch: -1, role: 'central' });
  });

  it('ignores changes that touch no node or edge', () => {
    const state = mapOf({ r: at, a: at }, ['r>a']);
    const places = MapPlaces.of(state);
    const ops: Operation[] = [{ type: 'settings.update', key: 'theme', from: undefined, to: 'midnight' }];
    expect(places.follow(state, ops)).toEqual({ nodes: new Set(), edges: new Set() });
  });

  it('agrees with a fresh build after any sequence of changes (property)', () => {
    const ids = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7'];
    const step = fc.oneof(
      fc.record({ kind: fc.constant('addNode' as const), id: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('removeNode' as const), id: fc.constantFrom(...ids) }),
      fc.record({
        kind: fc.constant('addEdge' as const),
        s: fc.constantFrom(...ids),
        t: fc.constantFrom(...ids),
      }),
      fc.record({ kind: fc.constant('removeEdge' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('retarget' as const), pick: fc.nat(), t: fc.constantFrom(...ids) }),
      fc.record({
        kind: fc.constant('reorder' as const),
        pick: fc.nat(),
        order: fc.integer({ min: -3, max: 3 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const state = mapOf({ n0: at, n1: at, n2: at }, ['n0>n1', 'n0>n2']);
        const places = MapPlaces.of(state);
        let edgeNumber = 0;
        for (const s of steps) {
          let ops: Operation[] = [];
          const edges = [...state.edges.keys()];
          if (s.kind === 'addNode' && !state.nodes.has(s.id))
            ops = addNodeOps(state, createNode({ id: s.id, position: at }));
          else if (s.kind === 'removeNode' && state.nodes.has(s.id)) ops = removeNodesOps(state, [s.id]);
          else if (s.kind === 'addEdge' && state.nodes.has(s.s) && state.nodes.has(s.t))
            ops = addEdgeOps(state, createEdge({ id: `e${edgeNumber++}`, source: s.s, target: s.t }));
          else if (s.kind === 'removeEdge' && edges.length > 0)
            ops = removeEdgesOps(state, [edges[s.pick % edges.length]]);
          else if (s.kind === 'retarget' && edges.length > 0 && state.nodes.has(s.t))
            ops = updateEdgeOps(state, edges[s.pick % edges.length], { target: s.t });
          else if (s.kind === 'reorder' && edges.length > 0)
            ops = updateEdgeOps(state, edges[s.pick % edges.length], { siblingOrder: s.order } as never);
          if (ops.length === 0) continue;
          state.apply(createTransaction('node.updated', ops));
          places.follow(state, ops);
          const fresh = MapPlaces.of(state);
          expect(placesOf(state, places)).toEqual(placesOf(state, fresh));
          expect(branchesOf(state, places)).toEqual(branchesOf(state, fresh));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('builds in slices what a whole build gives, and a transaction applied meanwhile starts it again', () => {
    // A chain of 20,000 nodes under one root: each slice stops at its deadline, checked every 4,096 records.
    const nodes: Record<string, typeof at> = { root: at };
    const edges: string[] = [];
    for (let i = 0; i < 20000; i++) {
      nodes[`n${i}`] = at;
      edges.push(`${i === 0 ? 'root' : `n${i - 1}`}>n${i}`);
    }
    const state = mapOf(nodes, edges);
    let ticks = 0;
    const clock = () => ticks++;
    let slices = 0;
    while (!state.preparePlaces(0, clock)) {
      slices++;
      expect(state.placesReady).toBe(false);
      // Halfway through, a change: the build starts over from the changed map.
      if (slices === 5)
        state.apply(
          createTransaction(
            'edge.added',
            addEdgeOps(state, createEdge({ id: 'x', source: 'root', target: 'n5' })),
          ),
        );
    }
    expect(slices).toBeGreaterThan(10);
    expect(state.placesReady).toBe(true);
    const fresh = MapPlaces.of(state);
    expect(placesOf(state, state.places())).toEqual(placesOf(state, fresh));
    expect(state.places().node('n19999')).toEqual({ depth: 20000, branch: 0, role: 'sub' });
  });

  it('finishes a build in progress when the places are asked for', () => {
    const state = mapOf({ r: at, a: at, b: at }, ['r>a', 'a>b']);
    let ticks = 0;
    expect(state.preparePlaces(0, () => ticks++)).toBe(false);
    expect(state.places().node('b')).toEqual({ depth: 2, branch: 0, role: 'sub' });
    expect(state.placesReady).toBe(true);
  });
});

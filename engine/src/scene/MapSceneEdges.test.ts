import {
  createTransaction,
  edgeStyleIn,
  nodeStyleIn,
  type MapEdge,
  type Operation,
  shapePolygon,
} from '@mapa/model';
import { MapScene } from './MapScene';
import { testChain, testEdge, testNode, testState } from '../testing/testMap';
import { edgeGeometry, type EdgeEnd } from '../edges/curves';
import type { MapState } from '@mapa/model';

/** The edge's geometry computed from scratch from the state's records, as the scene did before it stored paths. */
function fresh(state: MapState, edge: MapEdge) {
  const end = (id: string): EdgeEnd => {
    const node = state.getNode(id)!;
    const style = nodeStyleIn(state, node);
    return { ...node.position, outline: shapePolygon(style.shape, style.width, style.height) };
  };
  // Styled by its place: a tree branch or a relationship.
  const style = edgeStyleIn(state, edge);
  return edgeGeometry(
    end(edge.data.source),
    end(edge.data.target),
    style.curve,
    style.direction,
    style.width,
    style.endWidth,
    style.axis,
  );
}

function move(state: MapState, scene: MapScene, moves: [string, number, number][]): void {
  const ops: Operation[] = moves.map(([id, x, y]) => {
    const from = state.getNode(id)!;
    return { type: 'node.update', id, from, to: { ...from, position: { x, y } } };
  });
  const tx = createTransaction('node.updated', ops);
  state.apply(tx);
  scene.applyOps(tx.ops);
}

describe('MapScene edge paths', () => {
  const curves = ['bezier', 'straight', 'taxi', 'unbundled-bezier'] as const;
  const directions = ['one-way', 'two-way', 'none'] as const;

  it('gives every edge the geometry a fresh computation gives, also after its nodes move', () => {
    const nodes = [testNode('a', 0, 0), testNode('b', 400, 120), testNode('c', -300, 500, { shape: 'star' })];
    const edges = curves.flatMap((curve, i) =>
      directions.map((direction, j) =>
        testEdge(`e${i}${j}`, j === 1 ? 'c' : 'a', i === 2 ? 'c' : 'b', {
          shape: curve,
          direction,
          width: 1 + i + j,
          label: j === 0 ? 'a label' : undefined,
        }),
      ),
    );
    edges.push(testEdge('loop', 'b', 'b'));
    const state = testState(nodes, edges);
    const scene = new MapScene();
    scene.load(state);
    for (const edge of edges) expect(scene.edgeGeometry(edge.data.id)).toEqual(fresh(state, edge));
    move(state, scene, [
      ['a', 50, -80],
      ['c', 900, 900],
    ]);
    for (const edge of edges) {
      const want = fresh(state, edge);
      expect(scene.edgeGeometry(edge.data.id)).toEqual(want);
      // The index holds the path's box (grown by the label's where there is one).
      const box = scene.edgeIndex.get(edge.data.id)!;
      expect(box.minX).toBeLessThanOrEqual(want.box.minX);
      expect(box.maxY).toBeGreaterThanOrEqual(want.box.maxY);
    }
  });

  it('samples into a shared buffer that matches the copy, and places labels half way', () => {
    const state = testState(
      [testNode('a', 0, 0), testNode('b', 600, 0)],
      [testEdge('e', 'a', 'b', { shape: 'straight', label: 'x' })],
    );
    const scene = new MapScene();
    scene.load(state);
    const copy = scene.edgeGeometry('e')!;
    const path = scene.sampleEdge('e')!;
    expect(Array.from(path.points.subarray(0, path.length))).toEqual(copy.points);
    const at = { x: 0, y: 0 };
    expect(scene.edgeLabelPoint('e', at)).toBe(true);
    expect(at).toEqual({ x: 300, y: 0 });
    expect(scene.edgeLabelPoint('nope', at)).toBe(false);
  });

  it('re-indexes an edge whose two ends move in one transaction once', () => {
    const state = testState([testNode('a', 0, 0), testNode('b', 400, 0)], [testEdge('e', 'a', 'b')]);
    const scene = new MapScene();
    scene.load(state);
    const before = scene.edgeVersion('e');
    move(state, scene, [
      ['a', 10, 10],
      ['b', 500, 10],
    ]);
    // The version stamp advances by one per write of any path, and this map has one edge.
    expect(scene.edgeVersion('e')).toBe(before + 1);
    expect(scene.edgeGeometry('e')).toEqual(fresh(state, state.getEdge('e')!));
  });

  it('drops the path of a removed or hidden-ended edge and reuses its slot', () => {
    const nodes = [testNode('a', 0, 0), testNode('b', 400, 0), testNode('c', 0, 400)];
    const state = testState(nodes, [testEdge('e1', 'a', 'b'), testEdge('e2', 'a', 'c')]);
    const scene = new MapScene();
    scene.load(state);
    const remove = createTransaction('elements.removed', [
      { type: 'edge.remove', edge: state.getEdge('e1')! },
    ]);
    state.apply(remove);
    scene.applyOps(remove.ops);
    expect(scene.edgeGeometry('e1')).toBeUndefined();
    expect(scene.edgeVersion('e1')).toBe(0);
    expect(scene.edgeIndex.size).toBe(1);
    const add = createTransaction('edge.added', [{ type: 'edge.add', edge: testEdge('e3', 'b', 'c') }]);
    state.apply(add);
    scene.applyOps(add.ops);
    expect(scene.edgePathSlots).toBe(2);
    expect(scene.edgeGeometry('e3')).toEqual(fresh(state, state.getEdge('e3')!));
    const from = state.getNode('c')!;
    const hide = createTransaction('node.updated', [
      { type: 'node.update', id: 'c', from, to: { ...from, data: { ...from.data, visibility: 'hidden' } } },
    ]);
    state.apply(hide);
    scene.applyOps(hide.ops);
    expect(scene.edgeGeometry('e2')).toBeUndefined();
    expect(scene.edgeGeometry('e3')).toBeUndefined();
    expect(scene.edgeIndex.size).toBe(0);
  });

  it('queues edges across slices of a big change and re-indexes each once when flushed', () => {
    const { state, edges, moves: ops } = testChain(600);
    const scene = new MapScene();
    scene.load(state);
    const tx = createTransaction('node.updated', ops);
    state.apply(tx);
    const before = edges.map((e) => scene.edgeVersion(e.data.id));
    // Odd and even nodes in separate slices: every edge has one end in each.
    scene.applyOps(
      ops.filter((_, i) => i % 2 === 0),
      true,
    );
    scene.applyOps(
      ops.filter((_, i) => i % 2 === 1),
      true,
    );
    expect(scene.queuedEdges).toBe(599);
    expect(scene.edgeGeometry('e0')!.points[1]).toBeCloseTo(0); // not re-indexed yet
    let t = 0;
    expect(scene.flushEdges(0, () => t++)).toBe(true); // a bounded bite: 256 edges
    expect(scene.queuedEdges).toBe(599 - 256);
    expect(scene.flushEdges(Infinity)).toBe(false);
    expect(scene.queuedEdges).toBe(0);
    const stamps = edges.map((e) => scene.edgeVersion(e.data.id));
    // 599 writes in all: the stamps are the 599 values after the load's.
    expect(Math.max(...stamps) - Math.max(...before)).toBe(599);
    for (const edge of [edges[0], edges[300], edges[598]])
      expect(scene.edgeGeometry(edge.data.id)).toEqual(fresh(state, edge));
    expect(scene.changes.edges.size).toBe(599);
  });
});

import {
  MapState,
  createEdge,
  createNode,
  type MapEdge,
  type MapNode,
  type NodeData,
  type Operation,
} from '@mapa/model';

/** A node for tests: centred at (x, y), 100×50 unless `data` says otherwise. */
export function testNode(id: string, x: number, y: number, data: Partial<NodeData> = {}): MapNode {
  const node = createNode({ id, position: { x, y }, label: id });
  return { ...node, data: { ...node.data, dimensions: { width: 100, height: 50 }, ...data } };
}

/** An edge for tests, with the default look. */
export function testEdge(
  id: string,
  source: string,
  target: string,
  data: Partial<MapEdge['data']> = {},
): MapEdge {
  const edge = createEdge({ id, source, target });
  return { data: { ...edge.data, ...data } };
}

/** A real `MapState` holding the given records (z-order = array order). */
export function testState(nodes: MapNode[], edges: MapEdge[] = []): MapState {
  return MapState.fromDocument({ nodes, edges, version: 0, htmlContent: '', canvas: {}, settings: null });
}

/**
 * A chain of `n` nodes in a row (150 apart), each linked to the next, its state and a `node.update` per node
 * moving it down to y = 300 (not applied): a big change touching every node and edge.
 */
export function testChain(n: number): {
  state: MapState;
  nodes: MapNode[];
  edges: MapEdge[];
  moves: Operation[];
} {
  const nodes = Array.from({ length: n }, (_, i) => testNode(`n${i}`, i * 150, 0));
  const edges = nodes.slice(1).map((node, i) => testEdge(`e${i}`, `n${i}`, node.data.id));
  const state = testState(nodes, edges);
  const moves: Operation[] = nodes.map(({ data: { id } }) => {
    const from = state.getNode(id)!;
    return { type: 'node.update', id, from, to: { ...from, position: { x: from.position.x, y: 300 } } };
  });
  return { state, nodes, edges, moves };
}

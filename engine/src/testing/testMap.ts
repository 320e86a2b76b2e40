import { MapState, createEdge, createNode, type MapEdge, type MapNode, type NodeData } from '@mapa/model';

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

import {
  addNodeOps,
  createNode,
  createTransaction,
  findFreeSpot,
  resolveNodeStyle,
  removeEdgesOps,
  removeNodesOps,
  updateNodeOps,
  type MapNode,
  type MapState,
  type Point,
  type Transaction,
} from '@mapa/model';

/** `node.created`: a `default` node at `center`, or at the nearest spot where it overlaps no other node. */
export function addNodeTransaction(state: MapState, center: Point): { tx: Transaction; node: MapNode } {
  const settings = state.settings ?? undefined;
  const probe = createNode({ position: center, settings });
  const size = resolveNodeStyle(probe, state.settings);
  const spot = findFreeSpot(state, center, { width: size.width, height: size.height });
  const node = createNode({ position: { x: Math.round(spot.x), y: Math.round(spot.y) }, settings });
  return { tx: createTransaction('node.created', addNodeOps(state, node)), node };
}

/**
 * `elements.removed`: the selected nodes with every edge touching them, plus the selected edges; null when
 * nothing selected still exists.
 */
export function removeElementsTransaction(
  state: MapState,
  selection: { nodes: readonly string[]; edges: readonly string[] },
): Transaction | null {
  const nodeOps = removeNodesOps(state, selection.nodes);
  const goneWithNodes = new Set(
    nodeOps.flatMap((op) => (op.type === 'edge.remove' ? [op.edge.data.id] : [])),
  );
  const edgeOps = removeEdgesOps(
    state,
    selection.edges.filter((id) => !goneWithNodes.has(id)),
  );
  const ops = [...edgeOps, ...nodeOps];
  return ops.length > 0 ? createTransaction('elements.removed', ops) : null;
}

/** `node.label.updated`, or null when the label is already that (or the node is gone). */
export function labelTransaction(state: MapState, id: string, label: string): Transaction | null {
  const ops = updateNodeOps(state, id, { data: { label } });
  return ops.length > 0 ? createTransaction('node.label.updated', ops) : null;
}

/** `node.content.updated` with the node's new description HTML, or null when nothing changed. */
export function contentTransaction(state: MapState, id: string, description: string): Transaction | null {
  const ops = updateNodeOps(state, id, { data: { description } });
  return ops.length > 0 ? createTransaction('node.content.updated', ops) : null;
}

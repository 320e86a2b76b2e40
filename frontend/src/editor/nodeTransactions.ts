import {
  addNodeOps,
  createNode,
  createTransaction,
  removeEdgesOps,
  removeNodesOps,
  updateNodeOps,
  type MapNode,
  type MapState,
  type Point,
  type Transaction,
} from '@mapa/model';

/** How far a new node moves when another one already sits exactly where it would go. */
const STACK_OFFSET = 40;

/** `node.created`: a `default` node at `center`, nudged off any node already standing at that exact spot. */
export function addNodeTransaction(state: MapState, center: Point): { tx: Transaction; node: MapNode } {
  const taken = new Set<string>();
  for (const node of state.nodes.values()) taken.add(`${node.position.x},${node.position.y}`);
  let position = { x: Math.round(center.x), y: Math.round(center.y) };
  for (let i = 0; i < 50 && taken.has(`${position.x},${position.y}`); i++) {
    position = { x: position.x + STACK_OFFSET, y: position.y + STACK_OFFSET };
  }
  const node = createNode({ position, settings: state.settings ?? undefined });
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

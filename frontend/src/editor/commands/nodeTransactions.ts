import {
  addChildOps,
  addNodeOps,
  addSiblingOps,
  bringToFrontOps,
  cloneNodesOps,
  sendToBackOps,
  toggleCollapseOps,
  toggleLockOps,
  updateEdgeOps,
  type ChangeLabel,
  type EdgeData,
  type NodeData,
  createEdge,
  createNode,
  createTransaction,
  findFreeSpot,
  resolveNodeStyle,
  removeEdgesOps,
  removeImagesOps,
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
 * `elements.removed`: the selected nodes with every edge touching them, the selected edges and the selected
 * background images (spec §4.4); null when nothing selected still exists.
 */
export function removeElementsTransaction(
  state: MapState,
  selection: { nodes: readonly string[]; edges: readonly string[]; images?: readonly string[] },
): Transaction | null {
  const imageOps = removeImagesOps(state, selection.images ?? []);
  const nodeOps = removeNodesOps(state, selection.nodes);
  const goneWithNodes = new Set(
    nodeOps.flatMap((op) => (op.type === 'edge.remove' ? [op.edge.data.id] : [])),
  );
  const edgeOps = removeEdgesOps(
    state,
    selection.edges.filter((id) => !goneWithNodes.has(id)),
  );
  const ops = [...edgeOps, ...nodeOps, ...imageOps];
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

/** `node.copied`: clones of the given nodes at +100, +100; null when none exists. */
export function cloneTransaction(
  state: MapState,
  ids: readonly string[],
): { tx: Transaction; ids: string[] } | null {
  const { ops, ids: made } = cloneNodesOps(state, ids);
  return ops.length > 0 ? { tx: createTransaction('node.copied', ops), ids: made } : null;
}

/** `node.locked`: toggles the lock of each node; null when none exists. */
export function lockTransaction(state: MapState, ids: readonly string[]): Transaction | null {
  const ops = toggleLockOps(state, ids);
  return ops.length > 0 ? createTransaction('node.locked', ops) : null;
}

/** `node.ordered`: bring to front or send to back; null when the node is already there. */
export function orderTransaction(state: MapState, id: string, where: 'front' | 'back'): Transaction | null {
  const ops = where === 'front' ? bringToFrontOps(state, id) : sendToBackOps(state, id);
  return ops.length > 0 ? createTransaction('node.ordered', ops) : null;
}

/** `node.expandCollapse`: collapses or expands a node with children; null for a node without children. */
export function collapseTransaction(state: MapState, id: string): Transaction | null {
  const change = toggleCollapseOps(state, id);
  return change && change.ops.length > 0 ? createTransaction('node.expandCollapse', change.ops) : null;
}

/** `node.updated` (or another node label) with a data patch; null when nothing changes. */
export function nodePatchTransaction(
  state: MapState,
  id: string,
  data: Partial<NodeData>,
  label: ChangeLabel = 'node.updated',
): Transaction | null {
  const ops = updateNodeOps(state, id, { data });
  return ops.length > 0 ? createTransaction(label, ops) : null;
}

/** `edge.appearanceChange` with a data patch (a blank label removes the label); null when nothing changes. */
export function edgePatchTransaction(
  state: MapState,
  id: string,
  data: Partial<EdgeData>,
): Transaction | null {
  const ops = updateEdgeOps(state, id, data);
  return ops.length > 0 ? createTransaction('edge.appearanceChange', ops) : null;
}

/** `node.created`: a connected child (Tab, '+ Add child') or sibling (Enter); null without the node. */
export function addRelativeTransaction(
  state: MapState,
  id: string,
  relation: 'child' | 'sibling',
  side: 'right' | 'bottom' = 'right',
): { tx: Transaction; nodeId: string } | null {
  const made = relation === 'child' ? addChildOps(state, id, side) : addSiblingOps(state, id, side);
  return made ? { tx: createTransaction('node.created', made.ops), nodeId: made.nodeId } : null;
}

/**
 * `edge.added`: an edge from `source` to `target` with the map's edge defaults (hover connection arrows, spec
 * §2.10); null when either node is missing or they are the same node.
 */
export function connectTransaction(state: MapState, source: string, target: string): Transaction | null {
  if (source === target || !state.getNode(source) || !state.getNode(target)) return null;
  const edge = createEdge({ source, target, settings: state.settings ?? undefined });
  return createTransaction('edge.added', [{ type: 'edge.add', edge }]);
}

/** `node.updated`: each node's markers as `edit` gives them from its current ones; null when none changes. */
export function markersTransaction(
  state: MapState,
  ids: readonly string[],
  edit: (markers: string[] | undefined) => string[] | undefined,
): Transaction | null {
  const ops = ids.flatMap((id) => {
    const node = state.getNode(id);
    if (!node) return [];
    const before = node.data.markers;
    const after = edit(before ? [...before] : undefined);
    if (JSON.stringify(after ?? []) === JSON.stringify(before ?? [])) return [];
    return updateNodeOps(state, id, { data: { markers: after } });
  });
  return ops.length > 0 ? createTransaction('node.updated', ops) : null;
}

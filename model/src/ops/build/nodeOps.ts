import type { MapNode, NodeData } from '../../schema/node';
import type { Point } from '../../schema/enums';
import type { Operation } from '../operation';
import type { MapState } from '../../state/MapState';
import { withKey } from '../apply/withKey';
import { jsonEqual } from './jsonEqual';

/** A change to one node; in `data`, a key set to undefined is removed from the node. */
export interface NodePatch {
  position?: Point;
  locked?: boolean;
  data?: Partial<NodeData>;
}

/** Adds `node` on top of the z-order. */
export function addNodeOps(state: MapState, node: MapNode): Operation[] {
  return [{ type: 'node.add', node, orderIndex: state.nodesOrder().length }];
}

/** A `node.update` applying `patch` to node `id`; [] when the node is missing or nothing would change. */
export function updateNodeOps(state: MapState, id: string, patch: NodePatch): Operation[] {
  const from = state.getNode(id);
  if (!from) return [];
  let to: MapNode = from;
  if (patch.position && !jsonEqual(patch.position, from.position)) to = { ...to, position: patch.position };
  if ('locked' in patch && patch.locked !== from.locked) to = withKey(to, 'locked', patch.locked);
  if (patch.data) {
    let data = from.data;
    for (const [key, value] of Object.entries(patch.data)) {
      if (key !== 'id' && !jsonEqual(value, data[key])) data = withKey(data, key, value);
    }
    if (data !== from.data) to = { ...to, data };
  }
  return to === from ? [] : [{ type: 'node.update', id, from, to }];
}

/** Moves nodes (a drag): one `node.update` per node whose position changes. */
export function moveNodesOps(
  state: MapState,
  moves: readonly { id: string; position: Point }[],
): Operation[] {
  return moves.flatMap(({ id, position }) => updateNodeOps(state, id, { position }));
}

/**
 * Removes nodes with every edge touching them: the edge removals first, then the node removals from front to back,
 * each with the `orderIndex` it has at that moment, so undo restores the z-order exactly. Unknown ids are skipped.
 */
export function removeNodesOps(state: MapState, nodeIds: Iterable<string>): Operation[] {
  const ids = [...new Set(nodeIds)].filter((id) => state.nodes.has(id));
  const edgeIds = new Set<string>();
  for (const id of ids) {
    for (const edge of state.outgoing(id)) edgeIds.add(edge.data.id);
    for (const edge of state.incoming(id)) edgeIds.add(edge.data.id);
  }
  const ops: Operation[] = [];
  for (const edgeId of edgeIds) ops.push({ type: 'edge.remove', edge: state.getEdge(edgeId)! });
  const indexes = orderIndexes(state.nodesOrder(), ids);
  // Removing from the highest index down keeps every recorded index valid at the moment it is applied.
  ids.sort((a, b) => indexes.get(b)! - indexes.get(a)!);
  for (const id of ids)
    ops.push({ type: 'node.remove', node: state.getNode(id)!, orderIndex: indexes.get(id)! });
  return ops;
}

/** Positions of `ids` in `order`: a scan per id for a few, one pass over the order for many. */
function orderIndexes(order: readonly string[], ids: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  if (ids.length <= 8) {
    for (const id of ids) out.set(id, order.indexOf(id));
    return out;
  }
  const wanted = new Set(ids);
  order.forEach((id, i) => wanted.has(id) && out.set(id, i));
  return out;
}

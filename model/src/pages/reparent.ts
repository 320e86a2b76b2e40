import type { MapEdge } from '../schema/edge';
import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { createEdge } from '../defaults/createEdge';
import { newId } from '../defaults/newId';
import { SIBLING_ORDER_KEY, childEdges, insertChildEdgeOps } from './siblingOrder';

/** Where a page stands in the outline: the node and the parent it is listed under (null at the top level). */
export interface OutlinePlace {
  nodeId: string;
  parentId: string | null;
}

/**
 * True when `ancestorId` can be reached from `id` by walking up through parents (or is `id`): adding an edge
 * `id → ancestorId` would close a loop. Walks the ancestors of `id` only, each once.
 */
export function isAncestorOf(state: MapState, ancestorId: string, id: string): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let i = 0; i < queue.length; i++) {
    if (queue[i] === ancestorId) return true;
    for (const edge of state.incoming(queue[i])) {
      const source = edge.data.source;
      if (!seen.has(source)) {
        seen.add(source);
        queue.push(source);
      }
    }
  }
  return false;
}

/**
 * The edge that puts `nodeId` under `parentId` after a move: the style of the edge it leaves (colour, curve,
 * width, direction… but not its label or description, which spoke of the old parent, nor its sibling order), or
 * the map's edge defaults when it had none. A new id: it is a new relation.
 */
function movedEdge(state: MapState, parentId: string, nodeId: string, from: MapEdge | undefined): MapEdge {
  if (!from) return createEdge({ source: parentId, target: nodeId, settings: state.settings });
  const data: Record<string, unknown> = { ...from.data, id: newId(), source: parentId, target: nodeId };
  delete data.label;
  delete data.description;
  delete data[SIBLING_ORDER_KEY];
  return { ...from, data: data as MapEdge['data'] };
}

/** Every edge `parentId → nodeId` (one, unless the map has parallel edges). */
function edgesBetween(state: MapState, parentId: string, nodeId: string): MapEdge[] {
  return state.outgoing(parentId).filter((edge) => edge.data.target === nodeId);
}

function hasEdge(state: MapState, parentId: string, nodeId: string): boolean {
  return edgesBetween(state, parentId, nodeId).length > 0;
}

/**
 * Tab in the outline: `place.nodeId` moves under `newParentId` (its previous sibling), as its last child: the edges
 * from its current parent are removed and one from the new parent added (keeping the old edge's style), all in one
 * list of operations. Null when nothing can move: a missing node, the node itself, or a new parent below the node
 * (a loop). When the new parent already has an edge to it, only the old edges go.
 */
export function indentOps(state: MapState, place: OutlinePlace, newParentId: string): Operation[] | null {
  const { nodeId, parentId } = place;
  if (!state.nodes.has(nodeId) || !state.nodes.has(newParentId) || newParentId === nodeId) return null;
  if (parentId !== null && !state.nodes.has(parentId)) return null;
  if (newParentId === parentId || isAncestorOf(state, nodeId, newParentId)) return null;
  const old = parentId === null ? [] : edgesBetween(state, parentId, nodeId);
  const ops: Operation[] = old.map((edge) => ({ type: 'edge.remove', edge }));
  if (!hasEdge(state, newParentId, nodeId))
    ops.push({ type: 'edge.add', edge: movedEdge(state, newParentId, nodeId, old[0]) });
  return ops.length > 0 ? ops : null;
}

/**
 * Shift+Tab in the outline: `place.nodeId` moves up a level, from under `place.parentId` to under `grandparentId`,
 * right after its old parent among the grandparent's children (sibling orders renumbered); with no grandparent it
 * becomes a top-level page (its edges from the parent are removed). Null when it is already at the top level, or
 * when the move would close a loop.
 */
export function outdentOps(
  state: MapState,
  place: OutlinePlace,
  grandparentId: string | null,
): Operation[] | null {
  const { nodeId, parentId } = place;
  if (parentId === null || !state.nodes.has(nodeId) || !state.nodes.has(parentId)) return null;
  const old = edgesBetween(state, parentId, nodeId);
  if (old.length === 0) return null;
  const ops: Operation[] = old.map((edge) => ({ type: 'edge.remove', edge }));
  if (grandparentId === null) return ops;
  if (!state.nodes.has(grandparentId) || grandparentId === nodeId) return null;
  if (isAncestorOf(state, nodeId, grandparentId)) return null;
  if (hasEdge(state, grandparentId, nodeId)) return ops;
  const siblings = childEdges(state, grandparentId);
  const after = siblings.findIndex((edge) => edge.data.target === parentId);
  const added = movedEdge(state, grandparentId, nodeId, old[0]);
  // Right after the old parent.
  ops.push(...insertChildEdgeOps(state, grandparentId, added, after < 0 ? siblings.length : after + 1));
  return ops;
}

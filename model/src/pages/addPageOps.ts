import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { createEdge } from '../defaults/createEdge';
import { createNode } from '../defaults/createNode';
import { newNodeStyleIn, nodeStyleIn } from '../theme/stateStyles';
import { findFreeSpot } from '../geometry/findFreeSpot';
import { CHILD_GAP, addChildOps, addSiblingOps } from '../editing/nodeEditing';
import { childEdges, insertChildEdgeOps } from './siblingOrder';

/** A page added by the text view: its operations and the new node's id. */
export interface AddedPage {
  ops: Operation[];
  nodeId: string;
}

/**
 * '+ Add' in the text view's 'Parent pages' (spec §2.19): a new node and an edge new → `childId`. The node goes
 * left of the child (mirroring where children go), at the nearest spot free of other nodes. Null when the child
 * does not exist.
 */
export function addParentOps(state: MapState, childId: string): AddedPage | null {
  const child = state.getNode(childId);
  if (!child) return null;
  const size = newNodeStyleIn(state, null);
  const childWidth = nodeStyleIn(state, child).width;
  const wanted = {
    x: child.position.x - childWidth / 2 - CHILD_GAP.x - size.width / 2,
    y: child.position.y,
  };
  const spot = findFreeSpot(state, wanted, size);
  const node = createNode({
    position: { x: Math.round(spot.x), y: Math.round(spot.y) },
    settings: state.settings,
  });
  const edge = createEdge({ source: node.data.id, target: childId, settings: state.settings });
  return {
    ops: [
      { type: 'node.add', node, orderIndex: state.nodesOrder().length },
      { type: 'edge.add', edge },
    ],
    nodeId: node.data.id,
  };
}

/**
 * Enter in the outline: a new page right after `place.nodeId` among the children of `place.parentId` (placed on
 * the canvas as a new child of that parent, sibling orders renumbered when it does not simply come last); at the
 * top level, a free node below it. Null when the node (or the parent) does not exist.
 */
export function addSiblingAfterOps(
  state: MapState,
  place: { nodeId: string; parentId: string | null },
  side: 'right' | 'bottom' = 'right',
): AddedPage | null {
  const { nodeId, parentId } = place;
  if (!state.nodes.has(nodeId)) return null;
  if (parentId === null) {
    const made = addSiblingOps(state, nodeId, side);
    // A node with parents elsewhere still gets a free node: at the top level it has no outline parent.
    if (!made) return null;
    if (made.edgeId === null) return { ops: made.ops, nodeId: made.nodeId };
    const node = made.ops.find((op) => op.type === 'node.add');
    return node ? { ops: [node], nodeId: made.nodeId } : null;
  }
  const made = addChildOps(state, parentId, side);
  if (!made) return null;
  const siblings = childEdges(state, parentId);
  const after = siblings.findIndex((edge) => edge.data.target === nodeId);
  const ops: Operation[] = [];
  for (const op of made.ops) {
    if (op.type !== 'edge.add') ops.push(op);
    else ops.push(...insertChildEdgeOps(state, parentId, op.edge, after < 0 ? siblings.length : after + 1));
  }
  return { ops, nodeId: made.nodeId };
}

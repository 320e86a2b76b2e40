import type { MapState } from '../state/MapState';
import type { MapNode } from '../schema/node';
import type { Point } from '../schema/enums';
import type { Operation } from '../ops/operation';
import { cloneNode } from '../defaults/cloneNode';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { newNodeStyleIn, nodeStyleIn } from '../theme/stateStyles';
import { updateNodeOps } from '../ops/build/nodeOps';
import { freeSpotBeside } from '../geometry/freeSpotBeside';

/** True when a node may not be moved or resized: `locked` lives both on the node and in its data. */
export function isNodeLocked(node: MapNode): boolean {
  return node.locked === true || node.data.locked === true;
}

/**
 * Clones nodes (spec §4.4): each copy has a new id and sits +100, +100 from its original, on top of the z-order.
 * Returns the ops and the new ids, in the order of `ids` (unknown ids skipped).
 */
export function cloneNodesOps(state: MapState, ids: readonly string[]): { ops: Operation[]; ids: string[] } {
  const ops: Operation[] = [];
  const made: string[] = [];
  let order = state.nodesOrder().length;
  for (const id of new Set(ids)) {
    const node = state.getNode(id);
    if (!node) continue;
    const copy = cloneNode(node);
    made.push(copy.data.id);
    ops.push({ type: 'node.add', node: copy, orderIndex: order++ });
  }
  return { ops, ids: made };
}

/** Lock toggle (spec §4.4): per node, unlocked become locked and locked become unlocked. */
export function toggleLockOps(state: MapState, ids: readonly string[]): Operation[] {
  return [...new Set(ids)].flatMap((id) => {
    const node = state.getNode(id);
    if (!node) return [];
    const locked = !isNodeLocked(node);
    return updateNodeOps(state, id, { locked, data: { locked } });
  });
}

/** Horizontal gap between a parent and its children, and vertical gap between siblings. */
export const CHILD_GAP = { x: 120, y: 40 };

/**
 * Where a new child goes: right of the parent (or below it for the organogram), after its last child, at the
 * nearest spot there that no other node covers (with automatic positioning off nothing moves it afterwards).
 */
export function childPosition(state: MapState, parentId: string, side: 'right' | 'bottom' = 'right'): Point {
  return freeSpotBeside(
    state,
    stackedChildPosition(state, parentId, side),
    newNodeStyleIn(state, parentId),
    side,
    {
      along: CHILD_GAP.y,
      lineGap: CHILD_GAP.x,
    },
  );
}

/** After the parent's last child, whatever else lies there. */
function stackedChildPosition(state: MapState, parentId: string, side: 'right' | 'bottom'): Point {
  const parent = state.getNode(parentId)!;
  const ps = nodeStyleIn(state, parent);
  const size = newNodeStyleIn(state, parentId);
  const children = state
    .outgoing(parentId)
    .map((edge) => state.getNode(edge.data.target))
    .filter((n): n is MapNode => !!n && n.data.id !== parentId);
  if (side === 'bottom') {
    const y = parent.position.y + ps.height / 2 + CHILD_GAP.x + size.height / 2;
    const right = children.reduce(
      (max, c) => Math.max(max, c.position.x + nodeStyleIn(state, c).width / 2),
      -Infinity,
    );
    return { x: children.length ? right + CHILD_GAP.y + size.width / 2 : parent.position.x, y };
  }
  const x = parent.position.x + ps.width / 2 + CHILD_GAP.x + size.width / 2;
  const bottom = children.reduce(
    (max, c) => Math.max(max, c.position.y + nodeStyleIn(state, c).height / 2),
    -Infinity,
  );
  return { x, y: children.length ? bottom + CHILD_GAP.y + size.height / 2 : parent.position.y };
}

/**
 * Adds a child (spec §4.4): a new node placed next to the parent plus an edge parent → child. Null when the
 * parent does not exist (the graph stays unchanged).
 */
export function addChildOps(
  state: MapState,
  parentId: string,
  side: 'right' | 'bottom' = 'right',
): { ops: Operation[]; nodeId: string; edgeId: string } | null {
  if (!state.nodes.has(parentId)) return null;
  const node = createNode({ position: childPosition(state, parentId, side), settings: state.settings });
  const edge = createEdge({ source: parentId, target: node.data.id, settings: state.settings });
  return {
    ops: [
      { type: 'node.add', node, orderIndex: state.nodesOrder().length },
      { type: 'edge.add', edge },
    ],
    nodeId: node.data.id,
    edgeId: edge.data.id,
  };
}

/**
 * Adds a sibling of `id` (Enter, as in XMind): a child of the node's first parent, placed after the last
 * sibling; a node without a parent gets a free node right below it (or the nearest free spot on from there).
 * Null when `id` does not exist.
 */
export function addSiblingOps(
  state: MapState,
  id: string,
  side: 'right' | 'bottom' = 'right',
): { ops: Operation[]; nodeId: string; edgeId: string | null } | null {
  const node = state.getNode(id);
  if (!node) return null;
  const parent = state.incoming(id).find((edge) => edge.data.source !== id)?.data.source;
  if (parent) return addChildOps(state, parent, side);
  const style = nodeStyleIn(state, node);
  const size = newNodeStyleIn(state, null);
  const below =
    side === 'bottom'
      ? { x: node.position.x + style.width / 2 + CHILD_GAP.y + size.width / 2, y: node.position.y }
      : { x: node.position.x, y: node.position.y + style.height / 2 + CHILD_GAP.y + size.height / 2 };
  const position = freeSpotBeside(state, below, size, side, { along: CHILD_GAP.y, lineGap: CHILD_GAP.x });
  const sibling = createNode({ position, settings: state.settings });
  return {
    ops: [{ type: 'node.add', node: sibling, orderIndex: state.nodesOrder().length }],
    nodeId: sibling.data.id,
    edgeId: null,
  };
}

/** An arrow key's direction. */
export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The visible node nearest to `id` in a direction (arrow-key navigation): only nodes whose centre lies within 60°
 * of the direction count, scored by distance with sideways offset weighing double. Null when there is none.
 */
export function nearestNodeInDirection(state: MapState, id: string, direction: Direction): string | null {
  const from = state.getNode(id);
  if (!from) return null;
  const [ux, uy] = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[direction];
  let best: string | null = null;
  let bestScore = Infinity;
  for (const [otherId, node] of state.nodes) {
    if (otherId === id || node.data.visibility === 'hidden') continue;
    const dx = node.position.x - from.position.x;
    const dy = node.position.y - from.position.y;
    const along = dx * ux + dy * uy;
    const across = Math.abs(dx * uy - dy * ux);
    // tan(60°) ≈ 1.73: wider than a 45° cone, so a slightly offset neighbour in a column still counts.
    if (along <= 0 || across > along * 1.73) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = otherId;
    }
  }
  return best;
}

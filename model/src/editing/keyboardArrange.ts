import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { nodeStyleIn } from '../theme/stateStyles';
import { updateNodeOps } from '../ops/build/nodeOps';
import { isNodeLocked } from './nodeEditing';

/** Graph units one Alt+arrow press moves the selected nodes (issue #12). */
export const KEY_MOVE_STEP = 10;
/** Graph units one Alt+Shift+arrow press moves them. */
export const KEY_MOVE_FAR_STEP = 90;
/** Graph units one resize key press adds to (or takes from) a node's width or height. */
export const KEY_RESIZE_STEP = 10;
/** Smallest width and height a node may be resized to (spec §5). */
export const NODE_MIN_SIZE = 10;

/**
 * Moves the given nodes by (dx, dy) from the keyboard: one `node.update` per existing, unlocked node, so a press
 * is one `element.drag` like a pointer drag. Locked and unknown nodes are left where they are.
 */
export function nudgeNodesOps(state: MapState, ids: readonly string[], dx: number, dy: number): Operation[] {
  return [...new Set(ids)].flatMap((id) => {
    const node = state.getNode(id);
    if (!node || isNodeLocked(node)) return [];
    return updateNodeOps(state, id, {
      position: { ...node.position, x: node.position.x + dx, y: node.position.y + dy },
    });
  });
}

/**
 * Resizes a node from the keyboard by (dw, dh): the top-left corner stays where it is (as when the bottom-right
 * handle is dragged), the size never drops under {@link NODE_MIN_SIZE}. [] for a locked or unknown node, or
 * when the size is already at its minimum.
 */
export function resizeNodeOps(state: MapState, id: string, dw: number, dh: number): Operation[] {
  const node = state.getNode(id);
  if (!node || isNodeLocked(node)) return [];
  const { width, height } = nodeStyleIn(state, node);
  const w = Math.max(NODE_MIN_SIZE, width + dw);
  const h = Math.max(NODE_MIN_SIZE, height + dh);
  if (w === width && h === height) return [];
  return updateNodeOps(state, id, {
    position: {
      ...node.position,
      x: node.position.x + (w - width) / 2,
      y: node.position.y + (h - height) / 2,
    },
    data: { dimensions: { ...node.data.dimensions, width: w, height: h } },
  });
}

import {
  childPosition,
  indentOps,
  isAncestorOf,
  type MapState,
  type Operation,
  type Point,
} from '@mapa/model';
import type { MapScene } from '../../scene/MapScene';
import { hitNode } from '../../hit/hitTest';

/**
 * The node that `dragged`, dropped at `at`, would become a child of: the topmost node under the point but the
 * dragged ones, unless it is the dragged node's own descendant (a loop) or already its parent. Null when none.
 */
export function dropTargetAt(
  scene: MapScene,
  at: Point,
  dragged: string,
  except: ReadonlySet<string>,
): string | null {
  const state = scene.state;
  const id = hitNode(scene, at.x, at.y, except);
  if (!state || !id || !state.getNode(id)) return null;
  if (isAncestorOf(state, dragged, id)) return null;
  if (state.places().parentOf(dragged) === id) return null;
  return id;
}

/**
 * `nodeId` dropped onto `parentId`: the edge from its parent in the hierarchy is replaced by one from `parentId`
 * (keeping its style, as the text view's outline moves do), and the node goes to the free spot beside its new
 * parent where a new child would go. Null when it cannot move there.
 */
export function dropUnderOps(state: MapState, nodeId: string, parentId: string): Operation[] | null {
  const node = state.getNode(nodeId);
  if (!node) return null;
  const edges = indentOps(state, { nodeId, parentId: state.places().parentOf(nodeId) ?? null }, parentId);
  if (!edges) return null;
  const position = childPosition(state, parentId);
  return [{ type: 'node.update', id: nodeId, from: node, to: { ...node, position } }, ...edges];
}

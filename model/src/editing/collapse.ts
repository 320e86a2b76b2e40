import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { updateNodeOps } from '../ops/build/nodeOps';

/**
 * Every node reachable from `id` through outgoing edges, `id` itself excluded (breadth first, each node once, so
 * cycles end). With `stopAtCollapsed`, the subtrees of collapsed descendants are not entered (their roots are
 * still listed). Costs the size of the subtree.
 */
export function descendantsOf(state: MapState, id: string, stopAtCollapsed = false): string[] {
  const seen = new Set<string>([id]);
  const out: string[] = [];
  const queue = [id];
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i];
    if (i > 0 && stopAtCollapsed && state.getNode(current)?.data.collapsed === true) continue;
    for (const edge of state.outgoing(current)) {
      const next = edge.data.target;
      if (seen.has(next) || !state.nodes.has(next)) continue;
      seen.add(next);
      out.push(next);
      queue.push(next);
    }
  }
  return out;
}

/** True when the node has at least one outgoing edge (so it can collapse). */
export function hasChildren(state: MapState, id: string): boolean {
  return state.outgoing(id).some((edge) => edge.data.target !== id);
}

/** What toggling a node's collapse does: the ops, the new state and the descendants it hid or showed (§4.4). */
export interface CollapseChange {
  ops: Operation[];
  collapsed: boolean;
  descendants: string[];
}

/**
 * Collapse / expand (spec §4.4): toggles `collapsed` on the node; collapsing hides every descendant reachable
 * through outgoing edges; expanding shows them again, except below a descendant that is itself still collapsed.
 * Returns null when the node is missing or has no children.
 */
export function toggleCollapseOps(state: MapState, id: string): CollapseChange | null {
  const node = state.getNode(id);
  if (!node || !hasChildren(state, id)) return null;
  const collapsed = node.data.collapsed !== true;
  const descendants = descendantsOf(state, id, !collapsed);
  const visibility = collapsed ? 'hidden' : 'visible';
  const ops = updateNodeOps(state, id, { data: { collapsed } });
  for (const child of descendants) {
    if (child === id) continue;
    ops.push(...updateNodeOps(state, child, { data: { visibility } }));
  }
  return { ops, collapsed, descendants };
}

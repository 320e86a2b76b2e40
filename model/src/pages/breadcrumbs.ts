import type { MapState } from '../state/MapState';

/** Crumbs walked at most: a deeper path is cut at the top (it still ends at the page). */
export const MAX_BREADCRUMBS = 1000;

/**
 * The text view's breadcrumbs (spec §2.19): the path up through parents from `id` to a root, root first and `id`
 * last. Each step takes the node's first parent (in the order its edges were added); the walk stops at a node
 * without a parent, or before a node it has already passed (a cycle), so it always ends. Costs the path's length
 * times the in-degrees on it. Empty when `id` does not exist.
 */
export function breadcrumbPath(state: MapState, id: string, maxLength = MAX_BREADCRUMBS): string[] {
  if (!state.nodes.has(id)) return [];
  const path = [id];
  const seen = new Set(path);
  let current = id;
  while (path.length < maxLength) {
    const parent = firstParent(state, current, seen);
    if (parent === null) break;
    path.push(parent);
    seen.add(parent);
    current = parent;
  }
  return path.reverse();
}

/** The first parent of `id` not in `seen`, or null. */
function firstParent(state: MapState, id: string, seen: ReadonlySet<string>): string | null {
  for (const edge of state.incoming(id)) {
    const source = edge.data.source;
    if (!seen.has(source) && state.nodes.has(source)) return source;
  }
  return null;
}

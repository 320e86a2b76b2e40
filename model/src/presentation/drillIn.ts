import type { MapState } from '../state/MapState';
import { breadcrumbPath } from '../pages/breadcrumbs';
import { childIds } from '../pages/siblingOrder';

/**
 * The nodes a presentation step shows when it drills in (issue 13): the path from a root down to the step's node
 * (its breadcrumbs: each node's first parent, cycles cut) and the node's children. Everything else is collapsed
 * out of view for the step; nothing in the document changes (the engine filters the view, see
 * `MapEngine.setViewFilter`). Empty when the node does not exist. Costs the path's length plus the node's
 * out-degree.
 */
export function drillInNodes(state: MapState, id: string): string[] {
  const path = breadcrumbPath(state, id);
  if (path.length === 0) return [];
  const shown = new Set(path);
  for (const child of childIds(state, id)) shown.add(child);
  return [...shown];
}

import type { MapState } from '../state/MapState';
import type { MapNode } from '../schema/node';
import { breadcrumbPath } from '../pages/breadcrumbs';
import { descendantsOf } from './collapse';
import { lowerSameLength } from './JoinedText';
import { stripHtml } from './stripHtml';

/** The task states a node's markers can hold (issue 36), in their order. */
export const TASK_STATES = ['task-todo', 'task-25', 'task-50', 'task-75', 'task-done'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/**
 * A filter of the map (issue 36): nodes whose title or content holds `text` (case-insensitively), that carry one
 * of `markers`, and one of the task states `tasks`; an empty part lets every node through. A view of the map,
 * never saved in it.
 */
export interface MapFilter {
  text: string;
  markers: readonly string[];
  tasks: readonly string[];
}

export const EMPTY_FILTER: MapFilter = { text: '', markers: [], tasks: [] };

/** True when the filter lets every node through. */
export function filterIsEmpty(filter: MapFilter): boolean {
  return filter.text.trim() === '' && filter.markers.length === 0 && filter.tasks.length === 0;
}

/** The node's markers (`data.markers`, read as any list of strings: other fields of the loose data are ignored). */
export function markersOf(node: MapNode): string[] {
  const markers: unknown = (node.data as Record<string, unknown>).markers;
  return Array.isArray(markers) ? markers.filter((m): m is string => typeof m === 'string') : [];
}

/** The markers the map's nodes carry, task states left out (they have their own part of the filter), sorted. */
export function markersInMap(state: MapState): string[] {
  const found = new Set<string>();
  for (const node of state.nodes.values())
    for (const marker of markersOf(node)) if (!marker.startsWith('task-')) found.add(marker);
  return [...found].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/**
 * True when `node` passes `filter`. `textMatches`, when given, are the nodes the text part lets through (the
 * search index's `nodesContaining`); without it the title and stripped content are read here.
 */
export function nodeMatchesFilter(
  node: MapNode,
  filter: MapFilter,
  textMatches?: ReadonlySet<string>,
): boolean {
  const text = filter.text.trim();
  if (text !== '') {
    if (textMatches) {
      if (!textMatches.has(node.data.id)) return false;
    } else {
      const q = lowerSameLength(text);
      const inLabel = lowerSameLength(node.data.label ?? '').includes(q);
      if (!inLabel && !lowerSameLength(stripHtml(node.data.description)).includes(q)) return false;
    }
  }
  if (filter.markers.length === 0 && filter.tasks.length === 0) return true;
  const markers = markersOf(node);
  if (filter.markers.length > 0 && !filter.markers.some((m) => markers.includes(m))) return false;
  return filter.tasks.length === 0 || filter.tasks.some((m) => markers.includes(m));
}

/** A focused branch: the node and every node under it. */
export function branchNodes(state: MapState, id: string): string[] {
  return state.nodes.has(id) ? [id, ...descendantsOf(state, id)] : [];
}

/** What the canvas shows of the map: only `shown` (null: every node), and `dimmed` among them. */
export interface MapViewNodes {
  shown: string[] | null;
  dimmed: string[];
}

/**
 * The view of the map for a focused branch (`focus`, null for none) and a filter: the branch only, and within it
 * the nodes that do not pass the filter dimmed, or with `hide` left out (a match's parents up to the branch's
 * top stay, so it is not cut off from its branch). Costs the nodes in view.
 */
export function mapViewNodes(
  state: MapState,
  view: { focus: string | null; filter: MapFilter; hide: boolean },
  textMatches?: ReadonlySet<string>,
): MapViewNodes {
  const inView = view.focus !== null ? branchNodes(state, view.focus) : null;
  if (filterIsEmpty(view.filter)) return { shown: inView, dimmed: [] };
  const candidates = inView ?? [...state.nodes.keys()];
  const misses: string[] = [];
  const matches: string[] = [];
  for (const id of candidates) {
    const node = state.getNode(id);
    if (node) (nodeMatchesFilter(node, view.filter, textMatches) ? matches : misses).push(id);
  }
  if (!view.hide) return { shown: inView, dimmed: misses };
  const within = inView ? new Set(inView) : null;
  const shown = new Set<string>();
  for (const id of matches) {
    if (shown.has(id)) continue;
    for (const up of breadcrumbPath(state, id, Infinity)) if (!within || within.has(up)) shown.add(up);
  }
  return { shown: [...shown], dimmed: [] };
}

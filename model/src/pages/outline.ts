import type { MapState } from '../state/MapState';
import { childIds } from './siblingOrder';
import { topPages } from './topPages';

/** One visible row of the outline: a page at its place in the tree of pages. */
export interface OutlineRow {
  id: string;
  /** The page it is listed under (null at the top level). */
  parentId: string | null;
  /** 1 at the top level (ARIA `aria-level`). */
  level: number;
  /** 1-based place among its siblings and their number (ARIA `aria-posinset` / `aria-setsize`). */
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** One level of the outline walk: siblings, the next to list, and the page put on the path to reach them. */
interface OutlineFrame {
  ids: readonly string[];
  parentId: string | null;
  level: number;
  next: number;
  opened: string | null;
}

/**
 * The map as an outline (the text view's tree, issue 13): the top pages (the roots, nodes without a parent, in map
 * order, then one entry into each cycle no root reaches: see {@link topPages}), each expanded page followed by its
 * children in sibling order, depth first. A page with several parents is listed under each of them; a child
 * already on the path above is left out, so a cycle ends. Only expanded pages are walked: a collapsed
 * 100,000-node map costs a pass over the map to find its top pages.
 *
 * `zoom` is the path of pages zoomed into, outermost first (an outliner's "zoom into a page"): the outline then
 * lists only what is under the last of them, its children at level 1.
 */
export function outlineRows(
  state: MapState,
  expanded: ReadonlySet<string>,
  zoom: readonly string[] = [],
): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const page = zoom.at(-1);
  // Zoomed into a page: its children are the top level, listed under it, and the path down to it is on the path
  // (a child that leads back up is left out, as anywhere else).
  const onPath = new Set<string>(zoom);
  const roots =
    page === undefined ? topPages(state) : childIds(state, page).filter((child) => !onPath.has(child));
  // Depth first with an explicit stack: a map can be a chain 30,000 nodes deep, past any call stack.
  const stack: OutlineFrame[] = [{ ids: roots, parentId: page ?? null, level: 1, next: 0, opened: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.ids.length) {
      stack.pop();
      if (frame.opened !== null) onPath.delete(frame.opened);
      continue;
    }
    const index = frame.next++;
    const id = frame.ids[index];
    const children = childIds(state, id).filter((child) => !onPath.has(child) && child !== id);
    const open = children.length > 0 && expanded.has(id);
    rows.push({
      id,
      parentId: frame.parentId,
      level: frame.level,
      posInSet: index + 1,
      setSize: frame.ids.length,
      hasChildren: children.length > 0,
      expanded: open,
    });
    if (!open) continue;
    onPath.add(id);
    stack.push({ ids: children, parentId: id, level: frame.level + 1, next: 0, opened: id });
  }
  return rows;
}

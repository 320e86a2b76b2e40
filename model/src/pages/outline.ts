import type { MapState } from '../state/MapState';
import { childIds, isRootPage } from './siblingOrder';

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

/**
 * The map as an outline (the text view's tree, issue 13): the roots (nodes without a parent) in map order, each
 * expanded page followed by its children in sibling order, depth first. A page with several parents is listed
 * under each of them; a child already on the path above is left out, so a cycle ends. Only expanded pages are
 * walked: a collapsed 100,000-node map costs one pass to find its roots.
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
    page === undefined
      ? state.nodesOrder().filter((id) => state.nodes.has(id) && isRootPage(state, id))
      : childIds(state, page).filter((child) => !onPath.has(child));
  const visit = (ids: readonly string[], parentId: string | null, level: number) => {
    ids.forEach((id, index) => {
      const children = childIds(state, id).filter((child) => !onPath.has(child) && child !== id);
      const open = children.length > 0 && expanded.has(id);
      rows.push({
        id,
        parentId,
        level,
        posInSet: index + 1,
        setSize: ids.length,
        hasChildren: children.length > 0,
        expanded: open,
      });
      if (!open) return;
      onPath.add(id);
      visit(children, id, level + 1);
      onPath.delete(id);
    });
  };
  visit(roots, page ?? null, 1);
  return rows;
}

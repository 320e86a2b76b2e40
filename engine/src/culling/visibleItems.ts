import type { SpatialIndex } from '../spatial/SpatialIndex';
import type { Box } from '../geometry/Box';

/** Margin around the screen, in screen px, inside which items count as visible (no pop-in at the border). */
export const CULL_MARGIN_PX = 64;

/**
 * Culling: fills `out` with the ids of `index` visible in the graph box `view` grown by `marginPx` screen px, and
 * returns it. `scratchBox` and `out` are reused frame after frame, so this allocates nothing once warm.
 */
export function visibleItems(
  index: SpatialIndex,
  view: Box,
  zoom: number,
  out: Set<string>,
  scratchBox: Box,
  marginPx = CULL_MARGIN_PX,
): Set<string> {
  const m = marginPx / zoom;
  scratchBox.minX = view.minX - m;
  scratchBox.minY = view.minY - m;
  scratchBox.maxX = view.maxX + m;
  scratchBox.maxY = view.maxY + m;
  return index.query(scratchBox, out);
}

/**
 * Compares the visible set of this frame with the last one: calls `enter` for ids that appeared and `leave` for
 * ids that went, then makes `previous` equal `current`.
 */
export function diffVisible(
  previous: Set<string>,
  current: Set<string>,
  enter: (id: string) => void,
  leave: (id: string) => void,
): void {
  for (const id of previous) {
    if (!current.has(id)) {
      previous.delete(id);
      leave(id);
    }
  }
  for (const id of current) {
    if (!previous.has(id)) {
      previous.add(id);
      enter(id);
    }
  }
}

/**
 * Rough count of the nodes and edges in `c`: the share of the node index's box that `c` covers, times the number
 * of items. Tells the renderer whether listing them is worth it before it does.
 */
export function estimateItemsIn(nodeIndex: SpatialIndex, edgeIndex: SpatialIndex, c: Box): number {
  const b = nodeIndex.bounds;
  const area = Math.max(1, (b.maxX - b.minX) * (b.maxY - b.minY));
  const w = Math.max(0, Math.min(b.maxX, c.maxX) - Math.max(b.minX, c.minX));
  const h = Math.max(0, Math.min(b.maxY, c.maxY) - Math.max(b.minY, c.minY));
  return ((w * h) / area) * (nodeIndex.size + edgeIndex.size);
}

import { nodeStyleIn, type MapState } from '@mapa/model';
import type { Box } from '@mapa/engine';

/** Room in card px kept between the main topics and the card's edge, so no topic touches it. */
const COVER_MARGIN = 6;

/** A camera view: the graph point at the card's middle and the zoom (card px per graph unit). */
export interface CoverView {
  center: { x: number; y: number };
  zoom: number;
}

/** The graph box of the shapes of the central topic and its main topics (the nodes at depth 0 and 1). */
export function mainTopicsBox(state: MapState): Box | null {
  const places = state.places();
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const node of state.nodes.values()) {
    if (places.node(node.data.id).depth > 1) continue;
    const style = nodeStyleIn(state, node);
    box.minX = Math.min(box.minX, node.position.x - style.width / 2);
    box.maxX = Math.max(box.maxX, node.position.x + style.width / 2);
    box.minY = Math.min(box.minY, node.position.y - style.height / 2);
    box.maxY = Math.max(box.maxY, node.position.y + style.height / 2);
  }
  return box.minX > box.maxX ? null : box;
}

/**
 * The view of a theme card (issue 34): as close as the central topic and every main topic stay whole inside the
 * card, `COVER_MARGIN` px from its edges, so each theme's topics read at card size; sub-topics farther out may run
 * off the edge, as in a real map. A zoom that fitted the whole sample and then came closer by a fixed factor cut
 * the main topics in half on every card, in both languages.
 */
export function coverView(state: MapState, size: { width: number; height: number }): CoverView | null {
  const box = mainTopicsBox(state);
  if (!box) return null;
  const zoom = Math.min(
    (size.width - 2 * COVER_MARGIN) / Math.max(box.maxX - box.minX, 1),
    (size.height - 2 * COVER_MARGIN) / Math.max(box.maxY - box.minY, 1),
  );
  return { center: { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, zoom };
}

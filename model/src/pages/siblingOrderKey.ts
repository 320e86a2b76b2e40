import type { MapEdge } from '../schema/edge';

/**
 * The edge field that orders a node's children (the outline's Alt+Shift+↑/↓). A graph has no order of its own, so
 * the order of siblings is: edges with a finite `siblingOrder` first, by that number; then the others in the order
 * the edges were added (the order layouts already use, and where a new child lands: last). Only reordering writes
 * the field, so maps that never reorder stay as they are. It is not part of the strict schema: a value that is not
 * a finite number is ignored, never an error.
 */
export const SIBLING_ORDER_KEY = 'siblingOrder';

/** The edge's stored sibling order, or undefined when it has none (or one that is not a finite number). */
export function siblingOrderOf(edge: MapEdge): number | undefined {
  const value = (edge.data as Record<string, unknown>)[SIBLING_ORDER_KEY];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * `edges` in sibling order (see {@link SIBLING_ORDER_KEY}); a stable sort, so edges without an order keep their
 * relative order after the ordered ones. Returns `edges` itself when none carries an order (nothing to sort), so
 * callers on a hot path (layout packing) pay one pass.
 */
export function inSiblingOrder<E extends MapEdge>(edges: readonly E[]): readonly E[] {
  if (!edges.some((edge) => siblingOrderOf(edge) !== undefined)) return edges;
  const keyed = edges.map((edge, index) => ({ edge, index, order: siblingOrderOf(edge) ?? Infinity }));
  keyed.sort((a, b) => a.order - b.order || a.index - b.index);
  return keyed.map((entry) => entry.edge);
}

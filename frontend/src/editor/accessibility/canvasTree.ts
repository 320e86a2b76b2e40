import { childIds, outlineRows, type MapState, type OutlineRow, type Transaction } from '@mapa/model';

/**
 * The canvas's accessible twin as rows (issue #12): the outline of the map from its top pages (roots, then one
 * entry into each cycle no root reaches) along the edges, every node with children open except those collapsed on
 * the canvas, so the tree shows what the canvas shows.
 */
export function canvasTreeRows(state: MapState): OutlineRow[] {
  const open = new Set<string>();
  for (const [id, node] of state.nodes) if (!node.data.collapsed) open.add(id);
  return outlineRows(state, open);
}

/** How many children a node has on the map (its outgoing edges, each child once). */
export function childCount(state: MapState, id: string): number {
  return childIds(state, id).filter((child) => child !== id).length;
}

/** What a screen reader is told about a change: a catalogue key and its values, or null for nothing. */
export interface Announcement {
  key: string;
  values: Record<string, string | number>;
}

const labelOf = (state: MapState, id: string): string => state.getNode(id)?.data.label?.trim() ?? '';

/**
 * The announcement for an applied transaction (`state` already holds it): nodes added, nodes deleted, or a
 * connection made, in that order of precedence; anything else (moves, typing) says nothing.
 */
export function announcementFor(state: MapState, tx: Transaction): Announcement | null {
  const added = tx.ops.flatMap((op) => (op.type === 'node.add' ? [op.node.data.id] : []));
  if (added.length === 1)
    return { key: 'a11y.announce.created', values: { title: labelOf(state, added[0]) } };
  if (added.length > 1) return { key: 'a11y.announce.createdMany', values: { count: added.length } };
  const removed = tx.ops.filter((op) => op.type === 'node.remove').length;
  if (removed > 0) return { key: 'a11y.announce.deleted', values: { count: removed } };
  const edge = tx.ops.find((op) => op.type === 'edge.add');
  if (edge?.type === 'edge.add')
    return {
      key: 'a11y.announce.connected',
      values: {
        source: labelOf(state, edge.edge.data.source),
        target: labelOf(state, edge.edge.data.target),
      },
    };
  return null;
}

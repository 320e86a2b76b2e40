import type { EditorStores } from '../EditorContext';

/** The parts of the editor whose open items Back closes. */
export type OpenItemStores = Pick<EditorStores, 'doc' | 'ui' | 'canvas'>;

/** The selection is one edge and nothing else: the edge toolbar is open on it. */
export function edgeOpen({ doc }: Pick<OpenItemStores, 'doc'>): boolean {
  const { nodes, edges } = doc.selection;
  return edges.length === 1 && nodes.length === 0;
}

/**
 * Whether a node (its panel), an edge (its toolbar) or a context menu is open: what the browser's Back closes
 * instead of leaving the map (spec §2.1).
 */
export function anyItemOpen(stores: OpenItemStores): boolean {
  return stores.doc.activeNodeId !== null || edgeOpen(stores) || stores.canvas.contextMenu !== null;
}

/** Closes every open item: the context menu, the selected edge (and its toolbar) and the node panel. */
export function closeOpenItems(stores: OpenItemStores): void {
  const { canvas, doc, ui } = stores;
  canvas.closeContextMenu();
  if (edgeOpen(stores)) {
    if (ui.engine) ui.engine.clearSelection();
    else doc.setSelection({ nodes: [], edges: [] });
  }
  ui.closePanel();
}

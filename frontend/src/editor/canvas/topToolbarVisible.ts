import type { EditorStores } from '../EditorContext';

/**
 * Spec §2.2: the top toolbar (here the drawing toolbar, the editor's tool row) is shown to editors only, and hidden
 * in text view, while a left sidebar tab is open and while an element (node, edge or background image) is
 * selected. Read inside an observer.
 */
export function topToolbarVisible(stores: EditorStores): boolean {
  if (stores.readOnly || stores.ui.viewMode === 'text' || stores.sidebar.openTab !== null) return false;
  const { nodes, edges } = stores.doc.selection;
  return nodes.length === 0 && edges.length === 0 && stores.canvas.selectedImage === null;
}

import { createTransaction, resetFlashcardsOps, type ViewMode } from '@mapa/model';
import type { EditorStores } from '../EditorContext';

/**
 * Switches how the map is shown (spec §4.8): to text, the canvas selection and the node panel are cleared (the
 * text view edits one page of its own); to flashcards, both counts and every node's `correct` are reset in one
 * transaction (none when there is nothing to reset), before editing is disabled. The context menu and search
 * close in any case: they belong to the canvas.
 */
export function switchView(stores: Pick<EditorStores, 'doc' | 'ui' | 'canvas'>, mode: ViewMode): void {
  const { doc, ui, canvas } = stores;
  if (ui.viewMode === mode) return;
  canvas.closeContextMenu();
  canvas.setSearchOpen(false);
  if (mode === 'text') {
    if (ui.engine) ui.engine.clearSelection();
    doc.setSelection({ nodes: [], edges: [] });
    ui.closePanel();
  }
  if (mode === 'flashcards') {
    const ops = resetFlashcardsOps(doc.state);
    if (ops.length > 0) doc.apply(createTransaction('canvas.updated', ops));
  }
  ui.setViewMode(mode);
}

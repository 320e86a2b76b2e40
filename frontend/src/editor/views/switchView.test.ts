import { sampleDocument } from '../../testing/sampleDocument';
import { DocumentStore } from '../../stores/DocumentStore';
import { UiStore } from '../../stores/UiStore';
import { CanvasToolsStore } from '../canvasTools/CanvasToolsStore';
import { switchView } from './switchView';

function storesWith(document = sampleDocument()) {
  const doc = new DocumentStore(document);
  return { doc, ui: new UiStore(doc), canvas: new CanvasToolsStore() };
}

describe('switchView (spec §4.8)', () => {
  it('to text: clears the selection and closes the node panel and the canvas search', () => {
    const stores = storesWith();
    stores.doc.setSelection({ nodes: ['a', 'b'], edges: ['ab'] });
    stores.ui.openNode('a');
    stores.canvas.setSearchOpen(true);
    switchView(stores, 'text');
    expect(stores.ui.viewMode).toBe('text');
    expect(stores.doc.selection).toEqual({ nodes: [], edges: [] });
    expect(stores.ui.panelOpen).toBe(false);
    expect(stores.canvas.searchOpen).toBe(false);
  });

  it('to flashcards: both counts and every correct reset in one undoable transaction', () => {
    const document = sampleDocument();
    document.canvas = { ...document.canvas, correctAnswers: 3, wrongAnswers: 2 };
    document.nodes[0].data.correct = true;
    document.nodes[1].data.correct = false;
    const stores = storesWith(document);
    stores.doc.setSelection({ nodes: ['a'], edges: [] });
    switchView(stores, 'flashcards');
    expect(stores.ui.viewMode).toBe('flashcards');
    expect(stores.ui.editingDisabled).toBe(true);
    const state = stores.doc.state;
    expect(state.canvas).toMatchObject({ correctAnswers: 0, wrongAnswers: 0 });
    expect(['a', 'b', 'c'].map((id) => state.getNode(id)!.data.correct ?? null)).toEqual([null, null, null]);
    // Selecting still works in flashcards: only text clears it.
    expect(stores.doc.selection.nodes).toEqual(['a']);
    expect(stores.doc.canUndo).toBe(true);
  });

  it('to flashcards on a map never studied: no transaction; the same view again: nothing', () => {
    const stores = storesWith();
    switchView(stores, 'flashcards');
    expect(stores.doc.canUndo).toBe(false);
    stores.doc.setSelection({ nodes: ['a'], edges: [] });
    switchView(stores, 'flashcards');
    expect(stores.doc.selection.nodes).toEqual(['a']);
  });
});

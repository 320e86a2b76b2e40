import { sampleDocument } from '../../testing/sampleDocument';
import { DocumentStore } from '../../stores/DocumentStore';
import { UiStore } from '../../stores/UiStore';
import { CanvasToolsStore } from '../canvasTools/CanvasToolsStore';
import { anyItemOpen, closeOpenItems, edgeOpen } from './openItems';

function stores() {
  const doc = new DocumentStore(sampleDocument());
  return { doc, ui: new UiStore(doc), canvas: new CanvasToolsStore() };
}

const menuAt = { screen: { x: 10, y: 10 }, graph: { x: 0, y: 0 } };

describe('open items (what Back closes)', () => {
  it('counts the node panel, a lone selected edge and a context menu as open; nothing else', () => {
    const s = stores();
    expect(anyItemOpen(s)).toBe(false);
    s.doc.setSelection({ nodes: ['a', 'b'], edges: [] }); // a multi-selection opens nothing
    expect(anyItemOpen(s)).toBe(false);
    s.doc.setSelection({ nodes: [], edges: ['ab', 'ac'] }); // two edges: no edge toolbar
    expect(anyItemOpen(s)).toBe(false);
    s.doc.setSelection({ nodes: [], edges: ['ab'] });
    expect([edgeOpen(s), anyItemOpen(s)]).toEqual([true, true]);
    s.doc.setSelection({ nodes: [], edges: [] });
    s.canvas.openContextMenu({ target: { kind: 'canvas' }, ...menuAt });
    expect(anyItemOpen(s)).toBe(true);
    s.canvas.closeContextMenu();
    s.ui.openNode('a');
    expect(anyItemOpen(s)).toBe(true);
  });

  it('closes the context menu, the edge and the node panel together', () => {
    const s = stores();
    s.doc.setSelection({ nodes: [], edges: ['ab'] });
    s.canvas.openContextMenu({ target: { kind: 'node', id: 'b' }, ...menuAt });
    closeOpenItems(s);
    expect(s.doc.selection).toEqual({ nodes: [], edges: [] });
    expect(s.canvas.contextMenu).toBeNull();
    s.ui.openNode('c');
    closeOpenItems(s);
    expect(s.ui.panelOpen).toBe(false);
    expect(anyItemOpen(s)).toBe(false);
  });

  it('leaves a node multi-selection alone (only open items close)', () => {
    const s = stores();
    s.doc.setSelection({ nodes: ['a', 'b'], edges: ['ab'] });
    closeOpenItems(s);
    expect(s.doc.selection).toEqual({ nodes: ['a', 'b'], edges: ['ab'] });
  });
});

import { createEdge, createNode, emptyDocument, nodeStyleIn, type Transaction } from '@mapa/model';
import { DocumentStore } from '../../stores/DocumentStore';
import { UiStore } from '../../stores/UiStore';
import type { EditorStores } from '../EditorContext';
import { CanvasToolsStore } from '../canvasTools/CanvasToolsStore';
import { EditorCommands } from '../canvasTools/editorCommands';
import { KeyboardEditing } from './KeyboardEditing';

// a at the centre, b to its right (connected a → b), c below a.
function setup(selected: string[] = ['a']) {
  const doc = new DocumentStore({
    ...emptyDocument(),
    nodes: [
      createNode({ id: 'a', position: { x: 0, y: 0 }, label: 'A' }),
      createNode({ id: 'b', position: { x: 400, y: 0 }, label: 'B' }),
      createNode({ id: 'c', position: { x: 0, y: 300 }, label: 'C' }),
    ],
    edges: [createEdge({ id: 'ab', source: 'a', target: 'b' })],
  });
  const stores = {
    doc,
    ui: new UiStore(doc),
    canvas: new CanvasToolsStore(),
    readOnly: false,
  } as unknown as EditorStores;
  stores.commands = new EditorCommands(stores, null);
  const keyboard = new KeyboardEditing(stores);
  stores.keyboard = keyboard;
  doc.setSelection({ nodes: selected, edges: [] });
  const applied: Transaction[] = [];
  doc.subscribe((change) => {
    if (change.kind === 'transaction') applied.push(change.tx);
  });
  return { doc, keyboard, applied };
}

describe('KeyboardEditing', () => {
  it('moves the selection one element.drag per press, 10 px or 90 px far', () => {
    const { doc, keyboard, applied } = setup(['a', 'c']);
    expect(keyboard.move('right')).toBe(true);
    expect(keyboard.move('up', true)).toBe(true);
    expect(applied.map((tx) => tx.label)).toEqual(['element.drag', 'element.drag']);
    expect(doc.state.getNode('a')!.position).toMatchObject({ x: 10, y: -90 });
    expect(doc.state.getNode('c')!.position).toMatchObject({ x: 10, y: 210 });
  });

  it('resizes the one selected node as an element.resize; nothing with no single node', () => {
    const { doc, keyboard, applied } = setup(['a']);
    // A new node has no size of its own: the theme's for its place.
    const width = nodeStyleIn(doc.state, doc.state.getNode('a')!).width;
    expect(keyboard.resize('right')).toBe(true);
    expect(doc.state.getNode('a')!.data.dimensions!.width).toBe(width + 10);
    expect(applied.map((tx) => tx.label)).toEqual(['element.resize']);
    doc.setSelection({ nodes: ['a', 'b'], edges: [] });
    expect(keyboard.resize('right')).toBe(false);
  });

  it('connects from the selected node to the target the arrows chose', () => {
    const { doc, keyboard, applied } = setup(['c']);
    expect(keyboard.confirmConnect()).toBe(false); // not in connect mode
    expect(keyboard.startConnect()).toBe(true);
    expect(keyboard.confirmConnect()).toBe(false); // no target chosen yet
    expect(keyboard.chooseTarget('left')).toBe(false); // nothing that way
    expect(keyboard.chooseTarget('up')).toBe(true);
    expect(keyboard.connecting).toEqual({ source: 'c', target: 'a' });
    expect(keyboard.chooseTarget('right')).toBe(true);
    expect(keyboard.connecting).toEqual({ source: 'c', target: 'b' });
    expect(keyboard.confirmConnect()).toBe(true);
    expect(keyboard.connecting).toBeNull();
    expect(applied.map((tx) => tx.label)).toEqual(['edge.added']);
    expect(doc.state.outgoing('c').map((e) => e.data.target)).toEqual(['b']);
  });

  it('cancels connect mode without a change', () => {
    const { keyboard, applied } = setup(['a']);
    keyboard.startConnect();
    keyboard.chooseTarget('right');
    expect(keyboard.cancelConnect()).toBe(true);
    expect(keyboard.connecting).toBeNull();
    expect(applied).toEqual([]);
  });

  it('opens the panel of the selected node with its title asked to take the focus', () => {
    const { keyboard, doc } = setup(['b']);
    const stores = (keyboard as unknown as { stores: EditorStores }).stores;
    expect(keyboard.openPanel()).toBe(true);
    expect([stores.ui.panelOpen, doc.activeNodeId, stores.canvas.titleFocusFor]).toEqual([true, 'b', 'b']);
  });
});

import { COPIED_ELEMENTS_KEY, createEdge, createNode, emptyDocument } from '@mapa/model';
import { DocumentStore } from '../../stores/DocumentStore';
import { UiStore } from '../../stores/UiStore';
import type { EditorStores } from '../EditorContext';
import { CanvasToolsStore } from './CanvasToolsStore';
import { EditorCommands, type ClipboardStorage } from './editorCommands';

function memoryStorage(): ClipboardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function setup() {
  const doc = new DocumentStore({
    ...emptyDocument(),
    nodes: [
      createNode({ id: 'a', position: { x: 0, y: 0 }, label: 'A' }),
      createNode({ id: 'b', position: { x: 400, y: 0 }, label: 'B' }),
    ],
    edges: [createEdge({ id: 'ab', source: 'a', target: 'b' })],
  });
  const stores = {
    doc,
    ui: new UiStore(doc),
    canvas: new CanvasToolsStore(),
    readOnly: false,
  } as unknown as EditorStores;
  const storage = memoryStorage();
  const commands = new EditorCommands(stores, storage);
  stores.commands = commands;
  return { doc, commands, storage };
}

describe('editor commands', () => {
  it('copies the selection to copiedElements, clears it for an empty selection, and pastes at a point', () => {
    const { doc, commands, storage } = setup();
    doc.setSelection({ nodes: ['a', 'b'], edges: [] });
    commands.copy();
    expect(JSON.parse(storage.data.get(COPIED_ELEMENTS_KEY)!)).toEqual({
      nodes: ['a', 'b'],
      edges: [{ source: 'a', target: 'b' }],
      images: [],
    });
    expect(commands.paste({ x: 1000, y: 500 })).toBe(true);
    expect(doc.state.nodes.size).toBe(4);
    expect(doc.state.edges.size).toBe(2);
    const pasted = doc.selection.nodes.map((id) => doc.state.getNode(id)!.position);
    expect(pasted).toEqual([
      { x: 800, y: 500 },
      { x: 1200, y: 500 },
    ]);
    doc.undo();
    expect(doc.state.nodes.size).toBe(2);

    doc.setSelection({ nodes: [], edges: [] });
    commands.copy();
    expect(storage.data.has(COPIED_ELEMENTS_KEY)).toBe(false);
    expect(commands.paste({ x: 0, y: 0 })).toBe(false);
  });

  it('adds a connected child with Tab and a sibling with Enter, selecting the new node', () => {
    const { doc, commands } = setup();
    doc.setSelection({ nodes: ['b'], edges: [] });
    const child = commands.addRelative('b', 'child')!;
    expect(doc.state.incoming(child)[0].data.source).toBe('b');
    expect(doc.selection.nodes).toEqual([child]);
    expect(doc.activeNodeId).toBe(child);
    const sibling = commands.addRelative(child, 'sibling')!;
    expect(doc.state.incoming(sibling)[0].data.source).toBe('b');
    expect(commands.addRelative('nope', 'child')).toBeNull();
  });

  it('clones, locks, orders, collapses and deletes as single undo steps', () => {
    const { doc, commands } = setup();
    doc.setSelection({ nodes: ['a'], edges: [] });
    commands.clone();
    const [clone] = doc.selection.nodes;
    expect(doc.state.getNode(clone)!.position).toEqual({ x: 100, y: 100 });
    commands.toggleLock(['a']);
    expect(doc.state.getNode('a')!.locked).toBe(true);
    commands.order('a', 'front');
    expect(doc.state.nodesOrder().at(-1)).toBe('a');
    commands.toggleCollapse('a');
    expect(doc.state.getNode('b')!.data.visibility).toBe('hidden');
    doc.setSelection({ nodes: ['a'], edges: [] });
    commands.removeSelection();
    expect(doc.state.getNode('a')).toBeUndefined();
    expect(doc.state.edges.size).toBe(0);
    for (let i = 0; i < 5; i++) doc.undo();
    expect(doc.state.nodes.size).toBe(2);
    expect(doc.state.getNode('a')!.locked).toBe(false);
  });

  it('moves the selection to the nearest node with the arrows, and Escape clears it', () => {
    const { doc, commands } = setup();
    doc.setSelection({ nodes: ['a'], edges: [] });
    expect(commands.move('right')).toBe(true);
    expect(doc.selection.nodes).toEqual(['b']);
    expect(commands.move('right')).toBe(false);
    expect(commands.clearSelection()).toBe(true);
    expect(doc.selection.nodes).toEqual([]);
  });
});

describe('editor commands where the browser denies storage', () => {
  it('are created without a clipboard when reading localStorage throws (a framed embed, third-party storage blocked)', () => {
    const { doc } = setup();
    const stores = { doc, ui: new UiStore(doc), canvas: new CanvasToolsStore(), readOnly: false };
    const described = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const commands = new EditorCommands(stores as unknown as EditorStores);
      doc.setSelection({ nodes: ['a'], edges: [] });
      expect(() => commands.copy()).not.toThrow();
      expect(commands.paste({ x: 0, y: 0 })).toBe(false);
    } finally {
      if (described) Object.defineProperty(globalThis, 'localStorage', described);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

import type { MapEngine, ToolId } from '@mapa/engine';
import { sampleDocument } from '../testing/sampleDocument';
import { DocumentStore } from './DocumentStore';
import { UiStore } from './UiStore';

/** Only the engine calls UiStore makes (tool, read-only, zoom); the real engine needs WebGL. */
function engineStub(): MapEngine & { tools: ToolId[]; readOnly: boolean[] } {
  let tool: ToolId = 'select';
  const tools: ToolId[] = [];
  const readOnly: boolean[] = [];
  return {
    tools,
    readOnly,
    getTool: () => tool,
    setTool: (next: ToolId) => {
      tool = next;
      tools.push(next);
    },
    setReadOnly: (value: boolean) => readOnly.push(value),
    getViewport: () => ({ center: { x: 0, y: 0 }, zoom: 0.5 }),
  } as unknown as MapEngine & { tools: ToolId[]; readOnly: boolean[] };
}

/** The sample map with `settings.defaultViewMode` set. */
function docIn(mode: 'mindmap' | 'text' | 'flashcards' | undefined): DocumentStore {
  const document = sampleDocument();
  return new DocumentStore({ ...document, settings: mode ? { defaultViewMode: mode } : null });
}

describe('UiStore', () => {
  it('opens the node panel on an existing node and closes it', () => {
    const doc = new DocumentStore(sampleDocument());
    const ui = new UiStore(doc);
    expect(ui.panelOpen).toBe(false);
    ui.openNode('b');
    expect([ui.panelOpen, ui.activeNodeId]).toEqual([true, 'b']);
    ui.closePanel();
    expect(ui.panelOpen).toBe(false);
    ui.openNode('missing');
    expect(ui.panelOpen).toBe(false);
  });

  it('passes the tool to the engine and reads its zoom when attached', () => {
    const ui = new UiStore(new DocumentStore(sampleDocument()));
    ui.setTool('connect'); // before the engine exists: remembered only
    const engine = engineStub();
    ui.attachEngine(engine);
    expect(ui.zoom).toBe(0.5);
    ui.setTool('select');
    ui.setTool('connect');
    expect(engine.tools).toEqual(['connect']);
    expect(ui.tool).toBe('connect');
  });

  it('stays read-only while the document is checked, and for good when the check fails (issue #18)', async () => {
    let answer: (error: { path: string; message: string } | null) => void = () => {};
    const pending = new Promise<{ path: string; message: string } | null>((resolve) => (answer = resolve));
    const ui = new UiStore(docIn('mindmap'), { check: { done: false, result: pending } });
    const engine = engineStub();
    ui.attachEngine(engine);
    expect([ui.checkingDocument, ui.editingDisabled, engine.readOnly]).toEqual([true, true, [true]]);
    answer(null);
    await pending;
    expect([ui.checkingDocument, ui.editingDisabled, engine.readOnly]).toEqual([false, false, [true, false]]);

    const error = { path: 'nodes[1].data.textSize', message: 'nodes[1].data.textSize: Too small.' };
    const failing = new UiStore(docIn('mindmap'), { check: { done: false, result: Promise.resolve(error) } });
    failing.attachEngine(engineStub());
    await Promise.resolve();
    expect([failing.checkingDocument, failing.documentError, failing.editingDisabled]).toEqual([
      false,
      error,
      true,
    ]);
    failing.setViewMode('text');
    expect(failing.editingDisabled).toBe(true);

    const failedAtOnce = new UiStore(docIn('mindmap'), { check: { done: true, error } });
    expect([failedAtOnce.documentError, failedAtOnce.editingDisabled]).toEqual([error, true]);
    const passedAtOnce = new UiStore(docIn('mindmap'), { check: { done: true, error: null } });
    expect(passedAtOnce.editingDisabled).toBe(false);
  });

  it("starts in the map's defaultViewMode, or 'mindmap' when it has none", () => {
    expect(new UiStore(docIn(undefined)).viewMode).toBe('mindmap');
    expect(new UiStore(docIn('text')).viewMode).toBe('text');
    const ui = new UiStore(docIn('flashcards'));
    expect([ui.viewMode, ui.editingDisabled]).toEqual(['flashcards', true]);
  });

  it('flashcards view disables editing for everyone; a reader stays read-only in every view', () => {
    const editor = new UiStore(docIn('mindmap'));
    expect(editor.editingDisabled).toBe(false);
    editor.setViewMode('flashcards');
    expect(editor.editingDisabled).toBe(true);
    editor.setViewMode('text');
    expect(editor.editingDisabled).toBe(false);
    const reader = new UiStore(docIn('mindmap'), { reader: true });
    expect(reader.editingDisabled).toBe(true);
    reader.setViewMode('flashcards');
    reader.setViewMode('mindmap');
    expect(reader.editingDisabled).toBe(true);
  });

  it('presenting disables editing and the engine with it; leaving gives editors their editing back', () => {
    const ui = new UiStore(docIn('mindmap'));
    const engine = engineStub();
    ui.attachEngine(engine);
    ui.setTool('connect');
    ui.setPresenting(true);
    expect([ui.editingDisabled, ui.tool, engine.getTool()]).toEqual([true, 'select', 'select']);
    ui.setPresenting(false);
    expect(ui.editingDisabled).toBe(false);
    expect(engine.readOnly).toEqual([false, true, false]);
    const reader = new UiStore(docIn('mindmap'), { reader: true });
    reader.setPresenting(true);
    reader.setPresenting(false);
    expect(reader.editingDisabled).toBe(true);
  });

  it('the engine follows: read-only with the select tool in flashcards view, editable again after', () => {
    const ui = new UiStore(docIn('flashcards'));
    ui.setTool('connect'); // a flashcards map opens with select only
    const engine = engineStub();
    ui.attachEngine(engine);
    expect(engine.readOnly).toEqual([true]);
    ui.setViewMode('mindmap');
    expect(engine.readOnly).toEqual([true, false]);
    ui.setTool('connect');
    engine.setTool('draw'); // a drawing tool picked from the drawing toolbar
    ui.setViewMode('flashcards');
    expect(engine.readOnly).toEqual([true, false, true]);
    expect(engine.getTool()).toBe('select');
    expect(ui.tool).toBe('select');
  });
});

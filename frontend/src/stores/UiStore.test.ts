import type { MapEngine, ToolId } from '@mapa/engine';
import { sampleDocument } from '../testing/sampleDocument';
import { DocumentStore } from './DocumentStore';
import { UiStore } from './UiStore';

/** Only the two engine calls UiStore makes; the real engine needs WebGL. */
function engineStub(): MapEngine & { tools: ToolId[] } {
  let tool: ToolId = 'select';
  const tools: ToolId[] = [];
  return {
    tools,
    getTool: () => tool,
    setTool: (next: ToolId) => {
      tool = next;
      tools.push(next);
    },
    getViewport: () => ({ center: { x: 0, y: 0 }, zoom: 0.5 }),
  } as unknown as MapEngine & { tools: ToolId[] };
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
});

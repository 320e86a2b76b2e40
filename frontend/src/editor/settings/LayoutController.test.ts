import { layoutInThread } from '@mapa/engine';
import { createTransaction, moveNodesOps, UNPOSITIONED, type MapDocument, type Settings } from '@mapa/model';
import { DocumentStore } from '../../stores/DocumentStore';
import { DRAG_FREE_WARNING, LayoutController, TEMPLATE_APPLY_WAIT_MS } from './LayoutController';

function documentOf(settings: Settings, unpositioned = false): MapDocument {
  const at = (x: number, y: number) => (unpositioned ? { x: UNPOSITIONED, y: UNPOSITIONED } : { x, y });
  return {
    nodes: [
      { position: at(0, 0), data: { id: 'root', label: 'Root' } },
      { position: at(-300, 200), data: { id: 'a', label: 'A' } },
      { position: at(300, 200), data: { id: 'b', label: 'B' } },
    ],
    edges: [
      { data: { id: 'ra', source: 'root', target: 'a' } },
      { data: { id: 'rb', source: 'root', target: 'b' } },
    ],
    version: 0,
    htmlContent: '',
    canvas: null,
    settings,
  };
}

/** The controller over a real store, laying out with the real templates in this thread. */
function setUp(settings: Settings, unpositioned = false) {
  const doc = new DocumentStore(documentOf(settings, unpositioned));
  const toasts: number[] = [];
  const timers: (() => void)[] = [];
  const runs: string[] = [];
  const controller = new LayoutController(doc, {
    readOnly: false,
    onAutoPositioningToast: () => toasts.push(1),
    setTimer: (fn, ms) => {
      expect(ms).toBe(TEMPLATE_APPLY_WAIT_MS);
      timers.push(fn);
      return timers.length;
    },
    clearTimer: () => timers.splice(0),
  });
  let pending: Promise<unknown> = Promise.resolve();
  controller.attach((name, state, options) => {
    runs.push(name);
    const run = layoutInThread(state, name, options);
    pending = run;
    return run;
  });
  const settle = async () => {
    await pending;
    await new Promise((r) => setTimeout(r, 0));
  };
  return { doc, controller, toasts, timers, runs, settle };
}

const drag = (doc: DocumentStore, id: string, x: number, y: number) =>
  doc.apply(createTransaction('element.drag', moveNodesOps(doc.state, [{ id, position: { x, y } }])));

describe('LayoutController', () => {
  it('lays out a map with unpositioned nodes when the engine attaches', async () => {
    const { doc, runs, settle } = setUp({ templateEngine: 'Tree TD' }, true);
    await settle();
    expect(runs).toEqual(['Tree TD']);
    const a = doc.state.getNode('a')!.position;
    expect(a.y).toBeGreaterThan(doc.state.getNode('root')!.position.y);
    expect(doc.state.settings?.templateApplied).toBe(true);
  });

  it('records a chosen template at once and applies it after 1 s as one undo step', async () => {
    const { doc, controller, timers, settle } = setUp({ templateEngine: 'BaseTemplate' });
    controller.chooseTemplate('Tree LR');
    expect(doc.state.settings).toMatchObject({ templateEngine: 'Tree LR', templateApplied: false });
    expect(doc.state.getNode('a')!.position).toEqual({ x: -300, y: 200 });
    expect(timers).toHaveLength(1);
    timers[0]();
    await settle();
    const root = doc.state.getNode('root')!.position;
    expect(doc.state.getNode('a')!.position.x).toBeGreaterThanOrEqual(root.x + 300);
    expect(doc.state.settings?.templateApplied).toBe(true);
    // One undo step takes back the layout and the choice together; one redo brings both back.
    doc.undo();
    expect(doc.state.getNode('a')!.position).toEqual({ x: -300, y: 200 });
    expect(doc.state.settings).toMatchObject({ templateEngine: 'BaseTemplate' });
    expect(doc.canUndo).toBe(false);
    doc.redo();
    expect(doc.state.settings).toMatchObject({ templateEngine: 'Tree LR', templateApplied: true });
    expect(doc.state.getNode('a')!.position.x).toBeGreaterThanOrEqual(root.x + 300);
  });

  it('drops a layout whose template was replaced while it ran', async () => {
    const { doc, controller, timers, settle } = setUp({ templateEngine: 'BaseTemplate' });
    controller.chooseTemplate('Tree LR');
    timers[0]();
    controller.chooseTemplate('No Template');
    await settle();
    expect(doc.state.settings).toMatchObject({ templateEngine: 'No Template', templateApplied: false });
    expect(doc.state.getNode('a')!.position).toEqual({ x: -300, y: 200 });
  });

  it('re-runs the template after a drag once it has been applied', async () => {
    const { doc, runs, settle } = setUp({ templateEngine: 'Tree TD', templateApplied: true });
    drag(doc, 'a', 900, 900);
    await settle();
    expect(runs).toEqual(['Tree TD']);
    expect(doc.state.getNode('a')!.position.y).toBeLessThan(900);
  });

  it('leaves drags alone when automatic positioning is disabled, or no template was ever applied', async () => {
    for (const settings of [
      { templateEngine: 'Tree TD', templateApplied: true, disableAutomaticPositioning: true },
      { templateEngine: 'BaseTemplate' },
    ]) {
      const { doc, runs, settle } = setUp(settings);
      drag(doc, 'a', 900, 900);
      await settle();
      expect(runs).toEqual([]);
      expect(doc.state.getNode('a')!.position).toEqual({ x: 900, y: 900 });
    }
  });

  it("under 'Tree LR', a free drag sets disableAutomaticPositioning to null and shows the toast", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc, toasts, settle } = setUp({ templateEngine: 'Tree LR', templateApplied: true });
    drag(doc, 'a', 900, 900);
    await settle();
    expect(doc.state.settings?.disableAutomaticPositioning).toBeNull();
    expect(toasts).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(DRAG_FREE_WARNING);
    warn.mockRestore();
  });

  it('does nothing under No Template', async () => {
    const { controller, runs, timers, settle } = setUp({ templateEngine: 'BaseTemplate' });
    controller.chooseTemplate('No Template');
    timers[0]();
    await settle();
    expect(runs).toEqual([]);
  });
});

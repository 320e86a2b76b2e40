import { layoutInThread } from '@mapa/engine';
import {
  addChildOps,
  addImageOps,
  updateImageOps,
  createTransaction,
  moveNodesOps,
  SLICED_APPLY_MIN_OPS,
  UNPOSITIONED,
  type MapDocument,
  type Settings,
  type Transaction,
} from '@mapa/model';
import { DocumentStore } from '../../stores/DocumentStore';
import {
  automaticPositioning,
  DRAG_FREE_WARNING,
  LayoutController,
  TEMPLATE_APPLY_WAIT_MS,
} from './LayoutController';

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
function setUp(settings: Settings, unpositioned = false, readOnly = false) {
  const doc = new DocumentStore(documentOf(settings, unpositioned));
  const toasts: number[] = [];
  const timers: (() => void)[] = [];
  const runs: string[] = [];
  const controller = new LayoutController(doc, {
    readOnly,
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
  const layouts: Transaction[] = [];
  doc.subscribe((change) => {
    if (change.kind === 'transaction' && change.tx.label === 'template.applied') layouts.push(change.tx);
  });
  return { doc, controller, toasts, timers, runs, settle, layouts };
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

  it('lays out unpositioned nodes for a read-only viewer too, but nothing it does later re-runs a layout', async () => {
    const { doc, controller, runs, settle, timers } = setUp({ templateEngine: 'Tree TD' }, true, true);
    await settle();
    expect(runs).toEqual(['Tree TD']);
    expect(doc.state.getNode('a')!.position.y).toBeGreaterThan(doc.state.getNode('root')!.position.y);
    controller.chooseTemplate('Tree LR');
    expect(timers).toHaveLength(0);
    expect(doc.state.settings?.templateEngine).toBe('Tree TD');
    await controller.run();
    expect(runs).toEqual(['Tree TD']);
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

  it("under 'Tree LR', a free drag sets the setting to null, shows the toast and keeps the drop", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc, toasts, runs, settle } = setUp({ templateEngine: 'Tree LR', templateApplied: true });
    drag(doc, 'a', 900, 900);
    await settle();
    expect(doc.state.settings?.disableAutomaticPositioning).toBeNull();
    expect(toasts).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(DRAG_FREE_WARNING);
    // Until the user answers, the node stays where it was dropped; another drag asks again.
    expect(runs).toEqual([]);
    expect(doc.state.getNode('a')!.position).toEqual({ x: 900, y: 900 });
    drag(doc, 'b', -900, 900);
    await settle();
    expect(toasts).toHaveLength(2);
    expect(runs).toEqual([]);
    warn.mockRestore();
  });

  it("the toast's 'keep' re-runs 'Tree LR' and later drags snap back; 'disable' leaves the drop for good", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kept = setUp({ templateEngine: 'Tree LR', templateApplied: true });
    drag(kept.doc, 'a', 900, 900);
    kept.controller.setAutomaticPositioningDisabled(false);
    await kept.settle();
    expect(kept.runs).toEqual(['Tree LR']);
    const root = kept.doc.state.getNode('root')!.position;
    expect(kept.doc.state.getNode('a')!.position.x).toBeGreaterThanOrEqual(root.x + 300);
    drag(kept.doc, 'a', -900, -900);
    await kept.settle();
    expect(kept.toasts).toHaveLength(1);
    expect(kept.runs).toEqual(['Tree LR', 'Tree LR']);
    expect(kept.doc.state.getNode('a')!.position.x).toBeGreaterThanOrEqual(root.x + 300);

    const disabled = setUp({ templateEngine: 'Tree LR', templateApplied: true });
    drag(disabled.doc, 'a', 900, 900);
    disabled.controller.setAutomaticPositioningDisabled(true);
    drag(disabled.doc, 'b', -900, 900);
    await disabled.settle();
    expect(disabled.runs).toEqual([]);
    expect(disabled.toasts).toHaveLength(1);
    expect(disabled.doc.state.getNode('a')!.position).toEqual({ x: 900, y: 900 });
    warn.mockRestore();
  });

  it('re-runs a chosen template that never finished applying (templateApplied false) after a drag', async () => {
    const { doc, runs, settle } = setUp({ templateEngine: 'Tree TD', templateApplied: false });
    drag(doc, 'a', 900, 900);
    await settle();
    expect(runs).toEqual(['Tree TD']);
    expect(doc.state.settings?.templateApplied).toBe(true);
  });

  it('adding a child re-runs the template, and the re-layout touches only what moves', async () => {
    const { doc, runs, settle, layouts } = setUp({ templateEngine: 'Tree TD' }, true);
    await settle();
    expect(layouts).toHaveLength(1);
    const made = addChildOps(doc.state, 'a')!;
    doc.apply(createTransaction('node.created', made.ops));
    await settle();
    expect(runs).toEqual(['Tree TD', 'Tree TD']);
    // The new child and the nodes the tidy tree shifts to make room: not b's unrelated edge, not the settings.
    const touched = layouts[1].ops.map((op) =>
      op.type === 'node.update' || op.type === 'edge.update' ? op.id : op.type,
    );
    expect(touched).toContain(made.nodeId);
    expect(touched).not.toContain('settings.update');
    expect(touched.length).toBeLessThan(doc.state.nodes.size + doc.state.edges.size);
    const child = doc.state.getNode(made.nodeId)!.position;
    expect(child.y).toBeGreaterThan(doc.state.getNode('a')!.position.y);
  });

  it('leaves drags and new children alone under No Template, and ignores background-image drags', async () => {
    const none = setUp({ templateEngine: 'No Template', templateApplied: true });
    drag(none.doc, 'a', 900, 900);
    none.doc.apply(createTransaction('node.created', addChildOps(none.doc.state, 'a')!.ops));
    await none.settle();
    expect(none.runs).toEqual([]);
    expect(none.doc.state.getNode('a')!.position).toEqual({ x: 900, y: 900 });

    const image = setUp({ templateEngine: 'Tree TD', templateApplied: true });
    const picture = {
      id: 'img',
      url: 'https://example.com/a.png',
      bounds: { x: 0, y: 0, width: 100, height: 80 },
    };
    image.doc.apply(createTransaction('image.added', addImageOps(image.doc.state, picture)));
    const moved = updateImageOps(image.doc.state, 'img', { bounds: { ...picture.bounds, x: 500 } });
    expect(moved).toHaveLength(1);
    image.doc.apply(createTransaction('element.drag', moved));
    await image.settle();
    expect(image.runs).toEqual([]);
  });

  it('does not lay out twice while a chosen template waits its second', async () => {
    const { doc, controller, runs, timers, settle } = setUp({
      templateEngine: 'Tree TD',
      templateApplied: true,
    });
    controller.chooseTemplate('Tree LR');
    drag(doc, 'a', 900, 900);
    await settle();
    expect(runs).toEqual([]);
    timers[0]();
    await settle();
    expect(runs).toEqual(['Tree LR']);
  });

  it('states the rule: a positioning template that has run or been chosen, and not disabled or undecided', () => {
    expect(automaticPositioning({ templateEngine: 'Tree TD', templateApplied: true })).toBe(true);
    expect(automaticPositioning({ templateEngine: 'Tree TD', templateApplied: false })).toBe(true);
    expect(automaticPositioning({ templateApplied: true })).toBe(true); // BaseTemplate by default
    expect(automaticPositioning({ templateEngine: 'BaseTemplate' })).toBe(false); // never ran: free-form
    expect(automaticPositioning({ templateEngine: 'No Template', templateApplied: true })).toBe(false);
    expect(automaticPositioning({ templateEngine: 'PomodoroTemplate', templateApplied: true })).toBe(false);
    for (const disableAutomaticPositioning of [true, null])
      expect(
        automaticPositioning({
          templateEngine: 'Tree TD',
          templateApplied: true,
          disableAutomaticPositioning,
        }),
      ).toBe(false);
    expect(
      automaticPositioning({
        templateEngine: 'Tree TD',
        templateApplied: true,
        disableAutomaticPositioning: false,
      }),
    ).toBe(true);
    expect(automaticPositioning(null)).toBe(false);
  });

  it('does nothing under No Template', async () => {
    const { controller, runs, timers, settle } = setUp({ templateEngine: 'BaseTemplate' });
    controller.chooseTemplate('No Template');
    timers[0]();
    await settle();
    expect(runs).toEqual([]);
  });

  it('applies a layout too large for one task over several, telling listeners and the caller once it is all in', async () => {
    // A layout writes one operation per moved node (no styles since issue 34): enough nodes for a sliced apply.
    const size = 6000;
    const document: MapDocument = {
      nodes: Array.from({ length: size }, (_, i) => ({
        position: { x: UNPOSITIONED, y: UNPOSITIONED },
        data: { id: `n${i}`, label: `N${i}` },
      })),
      edges: Array.from({ length: size - 1 }, (_, i) => ({
        data: { id: `e${i + 1}`, source: `n${Math.floor(i / 3)}`, target: `n${i + 1}` },
      })),
      version: 0,
      htmlContent: '',
      canvas: null,
      settings: { templateEngine: 'Tree LR' },
    };
    let yields = 0;
    const events: string[] = [];
    const doc = new DocumentStore(document, {
      slices: {
        sliceMs: 0,
        yieldToHost: async () => {
          yields++;
          events.push('slice');
        },
      },
    });
    doc.subscribe((change) => change.kind === 'transaction' && events.push(change.tx.label));
    const controller = new LayoutController(doc, {
      readOnly: false,
      onAutoPositioningToast: () => undefined,
      onApplied: (name) => events.push(`applied ${name}`),
    });
    const layouts: Transaction[] = [];
    controller.attach(async (name, state, options) => {
      const tx = await layoutInThread(state, name, options);
      if (tx) layouts.push(tx);
      return tx;
    });
    await controller.run(true);
    expect(layouts[0].ops.length).toBeGreaterThanOrEqual(SLICED_APPLY_MIN_OPS);
    expect(yields).toBeGreaterThanOrEqual(Math.floor(layouts[0].ops.length / 1024) - 1);
    expect(events.slice(-2)).toEqual(['template.applied', 'applied Tree LR']);
    expect(events.filter((e) => e === 'template.applied')).toHaveLength(1);
    expect(events.indexOf('template.applied')).toBeGreaterThan(events.lastIndexOf('slice'));
    expect(doc.state.getNode(`n${size - 1}`)!.position.x).toBeGreaterThan(
      doc.state.getNode('n0')!.position.x,
    );
    controller.destroy();
  });
});

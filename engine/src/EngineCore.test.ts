import type { MapState, Point, Transaction } from '@mapa/model';
import { EngineCore } from './EngineCore';
import { testEdge, testNode, testState } from './testing/testMap';
import type { MapEngineEvents } from './api';

/** A headless engine on a real MapState, with a shell that applies every proposed transaction. */
function setup(options: { readOnly?: boolean; applies?: boolean } = {}) {
  const state: MapState = testState([
    testNode('a', 0, 0),
    testNode('b', 300, 0),
    testNode('locked', 0, 200, { locked: true }),
  ]);
  const core = new EngineCore({ readOnly: options.readOnly, invalidate: () => {}, now: () => 0 });
  core.camera.setSize(800, 600);
  core.load(state);
  core.panTo({ x: 0, y: 0 });
  core.zoomTo(1);
  const events: { [K in keyof MapEngineEvents]?: MapEngineEvents[K][] } = {};
  const record = <K extends keyof MapEngineEvents>(name: K) =>
    core.emitter.on(name, (p) => ((events[name] ??= []) as MapEngineEvents[K][]).push(p));
  (
    [
      'transaction',
      'selectionchange',
      'nodeclick',
      'canvasclick',
      'edgeclick',
      'toolchange',
      'viewportchange',
      'nodedoubleclick',
      'contextmenu',
    ] as const
  ).forEach(record);
  if (options.applies !== false) {
    core.emitter.on('transaction', (tx: Transaction) => {
      state.apply(tx);
      core.apply(tx);
    });
  }
  return { core, state, events };
}

// Screen point of a graph point at zoom 1 centred on (0, 0) in an 800×600 view.
const at = (x: number, y: number): Point => ({ x: x + 400, y: y + 300 });

function pointer(core: EngineCore, screen: Point, shiftKey = false) {
  return { screen, graph: core.toGraph(screen), shiftKey, button: 0 };
}

function drag(core: EngineCore, from: Point, to: Point, shiftKey = false): void {
  core.down(pointer(core, from, shiftKey));
  for (let i = 1; i <= 4; i++) {
    core.move(
      pointer(
        core,
        { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 },
        shiftKey,
      ),
    );
  }
  core.up(pointer(core, to, shiftKey));
}

function click(core: EngineCore, p: Point, shiftKey = false): void {
  core.down(pointer(core, p, shiftKey));
  core.up(pointer(core, p, shiftKey));
}

describe('EngineCore: select tool', () => {
  it('click selects, Shift+click toggles, click on empty canvas clears', () => {
    const { core, events } = setup();
    click(core, at(0, 0));
    expect(core.selection.snapshot()).toEqual({ nodes: ['a'], edges: [] });
    expect(events.nodeclick?.[0].target).toEqual({ kind: 'node', id: 'a' });
    click(core, at(300, 0), true);
    expect(core.selection.snapshot().nodes.sort()).toEqual(['a', 'b']);
    click(core, at(300, 0), true);
    expect(core.selection.snapshot().nodes).toEqual(['a']);
    click(core, at(150, 300));
    expect(core.selection.isEmpty).toBe(true);
    expect(events.canvasclick).toHaveLength(1);
    expect(events.selectionchange?.at(-1)).toEqual({ nodes: [], edges: [] });
  });

  it('dragging a selected node moves every selected unlocked node, with a preview, as one element.drag', () => {
    const { core, state, events } = setup({ applies: false });
    core.select({ nodes: ['a', 'b', 'locked'] });
    core.down(pointer(core, at(0, 0)));
    core.move(pointer(core, at(20, 10)));
    core.move(pointer(core, at(40, 30)));
    expect(core.getToolState()).toBe('dragging_nodes');
    expect(core.scene.node('b')!.position).toEqual({ x: 340, y: 30 }); // preview
    expect(state.getNode('b')!.position).toEqual({ x: 300, y: 0 }); // the state is the shell's
    core.up(pointer(core, at(40, 30)));
    expect(core.scene.node('b')!.position).toEqual({ x: 300, y: 0 }); // preview gone until the shell applies
    const tx = events.transaction![0];
    expect(tx.label).toBe('element.drag');
    expect(tx.ops.map((op) => op.type === 'node.update' && op.id).sort()).toEqual(['a', 'b']);
    const op = tx.ops.find((o) => o.type === 'node.update' && o.id === 'a');
    expect(op).toMatchObject({ from: state.getNode('a'), to: { position: { x: 40, y: 30 } } });
  });

  it('drags an unselected node alone, and the shell applying it moves the node', () => {
    const { core, state } = setup();
    core.select({ nodes: ['b'] });
    drag(core, at(0, 0), at(0, 100));
    expect(core.selection.snapshot().nodes).toEqual(['a']);
    expect(state.getNode('a')!.position).toEqual({ x: 0, y: 100 });
    expect(state.getNode('b')!.position).toEqual({ x: 300, y: 0 });
    expect(core.hitTest(at(0, 100))).toEqual({ kind: 'node', id: 'a' });
  });

  it('does not move locked nodes, nor anything when read-only (dragging then pans)', () => {
    const locked = setup();
    drag(locked.core, at(0, 200), at(50, 250));
    expect(locked.events.transaction).toBeUndefined();
    const ro = setup({ readOnly: true });
    drag(ro.core, at(0, 0), at(50, 0));
    expect(ro.events.transaction).toBeUndefined();
    expect(ro.core.getViewport().center.x).toBeCloseTo(-50);
  });

  it('a new view size keeps the top-left corner (a panel opening beside the canvas moves nothing) and tells the shell', () => {
    const { core, events } = setup();
    core.zoomTo(2);
    const before = events.viewportchange?.length ?? 0;
    const node = { x: -120, y: 40 };
    const was = core.camera.graphToScreen(node);
    core.setViewSize(core.camera.width - 400, core.camera.height + 100);
    expect(core.camera.graphToScreen(node).x).toBeCloseTo(was.x);
    expect(core.camera.graphToScreen(node).y).toBeCloseTo(was.y);
    expect(events.viewportchange!.length).toBe(before + 1);
    core.setViewSize(core.camera.width, core.camera.height);
    expect(events.viewportchange!.length).toBe(before + 1);
  });

  it('a panel opening on the left keeps the map where it was on the page', () => {
    const { core } = setup();
    core.zoomTo(1.5);
    const node = { x: 60, y: -20 };
    const was = core.camera.graphToScreen(node);
    // The container's left edge moves 420 px right (a sidebar tab opens) and it narrows by as much.
    core.setViewSize(core.camera.width - 420, core.camera.height, { x: 420, y: 0 });
    expect(core.camera.graphToScreen(node).x + 420).toBeCloseTo(was.x);
    expect(core.camera.graphToScreen(node).y).toBeCloseTo(was.y);
    // Closing it moves everything back.
    core.setViewSize(core.camera.width + 420, core.camera.height, { x: -420, y: 0 });
    expect(core.camera.graphToScreen(node).x).toBeCloseTo(was.x);
    expect(core.camera.zoom).toBe(1.5);
  });

  it('zooms out with the wheel as far as the whole of a map too big for 5%, and no further', () => {
    const state = testState([testNode('w', -40_000, 0), testNode('e', 40_000, 0)]);
    const core = new EngineCore({ invalidate: () => {}, now: () => 0 });
    core.camera.setSize(800, 600);
    core.load(state);
    core.zoomTo(1);
    for (let i = 0; i < 60; i++) core.wheel({ x: 400, y: 300 }, 100, 0);
    const whole = core.getViewport().zoom;
    expect(whole).toBeLessThan(0.05);
    // Both far nodes are on screen at that zoom (the default fit padding of 40 px).
    expect(
      core.camera.graphToScreen({ x: 40_000 + 50, y: 0 }).x -
        core.camera.graphToScreen({ x: -40_000 - 50, y: 0 }).x,
    ).toBeCloseTo(720, 0);
    core.fit();
    expect(core.getViewport().zoom).toBeCloseTo(whole);
    core.zoomOut();
    expect(core.getViewport().zoom).toBeCloseTo(whole);
    // A Fit with more room around the map goes a little lower; zooming out from there stays put.
    core.fit(96);
    const roomier = core.getViewport().zoom;
    expect(roomier).toBeLessThan(whole);
    core.wheel({ x: 400, y: 300 }, 100, 0);
    expect(core.getViewport().zoom).toBeCloseTo(roomier);
  });

  it('gives the 5% floor back when the map shrinks to one that fits above it', () => {
    const core = new EngineCore({ invalidate: () => {}, now: () => 0 });
    core.camera.setSize(800, 600);
    core.load(testState([testNode('w', -40_000, 0), testNode('e', 40_000, 0)]));
    expect(core.getViewport().zoom).toBeLessThan(0.05);
    core.load(testState([testNode('a', -500, 0), testNode('b', 500, 0)]));
    core.zoomTo(1);
    for (let i = 0; i < 30; i++) core.zoomOut();
    expect(core.getViewport().zoom).toBe(0.05);
    for (let i = 0; i < 30; i++) core.wheel({ x: 400, y: 300 }, 100, 0);
    expect(core.getViewport().zoom).toBe(0.05);
  });

  it('pans on an empty-canvas drag and box-selects on Shift+drag', () => {
    const { core, events } = setup();
    drag(core, at(150, 300), at(100, 250));
    expect(core.getViewport().center).toEqual({ x: 50, y: 50 });
    expect(events.viewportchange!.length).toBeGreaterThan(0);
    core.panTo({ x: 0, y: 0 });
    drag(core, at(-100, -100), at(320, 50), true);
    expect(core.selection.snapshot().nodes.sort()).toEqual(['a', 'b']);
    expect(core.ctx.overlay.box).toBeNull();
  });

  it('resizes a single selected node from a corner, keeping the opposite corner, as element.resize', () => {
    const { core, state, events } = setup();
    click(core, at(0, 0));
    expect(core.showsHandles()).toBe(true);
    // Node a: 100×50 centred at the origin, so its south-east handle is at (50, 25) and north-west at (-50, -25).
    drag(core, at(50, 25), at(150, 75));
    const tx = events.transaction!.at(-1)!;
    expect(tx.label).toBe('element.resize');
    const a = state.getNode('a')!;
    expect(a.data.dimensions).toEqual({ width: 200, height: 100 });
    expect(a.position).toEqual({ x: 50, y: 25 });
    drag(core, at(150, 75), at(500, 500)); // south-east handle again, now at (150, 75)
    drag(core, at(-50, -25), at(1000, 1000)); // north-west handle past the other corner: clamped to 10
    const b = state.getNode('a')!;
    expect(b.data.dimensions).toEqual({ width: 10, height: 10 });
    expect(b.position.x + 5).toBeCloseTo(500);
  });
});

describe('EngineCore: connect tool', () => {
  it('press on a node, release on another: proposes edge.added and returns to select', () => {
    const { core, state, events } = setup();
    core.setTool('connect');
    drag(core, at(0, 0), at(300, 0));
    const tx = events.transaction![0];
    expect(tx.label).toBe('edge.added');
    // The new edge carries no style of its own: the theme draws it (issue 34; it was grey #999999 before).
    expect(tx.ops[0]).toMatchObject({ type: 'edge.add', edge: { data: { source: 'a', target: 'b' } } });
    expect((tx.ops[0] as { edge: { data: object } }).edge.data).not.toHaveProperty('color');
    expect(state.outgoing('a')).toHaveLength(1);
    expect(core.getTool()).toBe('select');
    expect(events.toolchange).toEqual([{ tool: 'connect' }, { tool: 'select' }]);
  });

  it('click source then target also connects; releasing on empty canvas cancels', () => {
    const { core, events } = setup();
    core.setTool('connect');
    click(core, at(300, 0));
    core.move(pointer(core, at(100, 100)));
    expect(core.ctx.overlay.rubberBand?.from).toEqual({ x: 300, y: 0 });
    click(core, at(0, 0));
    expect(events.transaction![0].ops[0]).toMatchObject({ edge: { data: { source: 'b', target: 'a' } } });
    core.setTool('connect');
    drag(core, at(0, 0), at(150, 300));
    expect(events.transaction).toHaveLength(1);
    expect(core.getTool()).toBe('connect');
    expect(core.ctx.overlay.rubberBand).toBeNull();
  });
});

describe('EngineCore: camera, pointer events and updates', () => {
  it('zooms with the wheel around the pointer, within limits', () => {
    const { core } = setup();
    const anchor = at(200, 100);
    const before = core.toGraph(anchor);
    core.wheel(anchor, -100, 0);
    expect(core.getViewport().zoom).toBeCloseTo(Math.pow(2, 0.3));
    expect(core.toGraph(anchor).x).toBeCloseTo(before.x);
    for (let i = 0; i < 100; i++) core.wheel(anchor, -500, 0);
    expect(core.getViewport().zoom).toBe(7);
    core.zoomOut();
    expect(core.getViewport().zoom).toBeCloseTo(5.6);
  });

  it('reports double-clicks on nodes and context menus with their target', () => {
    const { core, events } = setup();
    core.doubleClick(pointer(core, at(300, 0)));
    core.doubleClick(pointer(core, at(150, 300)));
    expect(events.nodedoubleclick?.map((e) => e.target)).toEqual([{ kind: 'node', id: 'b' }]);
    core.contextMenu({ ...pointer(core, at(0, 0)), button: 2 });
    expect(events.contextmenu?.[0].target).toEqual({ kind: 'node', id: 'a' });
  });

  it('drops removed nodes from the selection', () => {
    const { core, state, events } = setup();
    core.select({ nodes: ['a', 'b'] });
    const node = state.getNode('a')!;
    const tx: Transaction = {
      id: 't',
      label: 'node.removed',
      source: 'user',
      ops: [{ type: 'node.remove', node, orderIndex: 0 }],
    };
    state.apply(tx);
    core.apply(tx);
    expect(core.selection.snapshot().nodes).toEqual(['b']);
    expect(events.selectionchange?.at(-1)).toEqual({ nodes: ['b'], edges: [] });
    expect(core.hitTest(at(0, 0))).toEqual({ kind: 'canvas' });
  });

  it('selects and hit-tests edges', () => {
    const state = testState(
      [testNode('a', 0, 0), testNode('b', 300, 0)],
      [testEdge('e', 'a', 'b', { shape: 'straight' })],
    );
    const core = new EngineCore({ invalidate: () => {} });
    core.camera.setSize(800, 600);
    core.load(state);
    core.panTo({ x: 0, y: 0 });
    core.zoomTo(1);
    click(core, at(150, 2));
    expect(core.selection.snapshot()).toEqual({ nodes: [], edges: ['e'] });
  });

  it('fits the content and animates focusNode', () => {
    let now = 0;
    const state = testState([testNode('a', 0, 0), testNode('b', 1000, 500)]);
    const core = new EngineCore({ invalidate: () => {}, now: () => now });
    core.camera.setSize(800, 600);
    core.load(state); // no saved view: fit
    expect(core.getViewport().center).toEqual({ x: 500, y: 250 });
    core.focusNode('b');
    now = 400;
    expect(core.stepAnimation(400)).toBe(true);
    expect(core.stepAnimation(800)).toBe(false);
    expect(core.getViewport()).toEqual({ center: { x: 1000, y: 500 }, zoom: expect.closeTo(0.4) });
  });

  it('animates focusNodes to show a group of nodes whole, capped by maxZoom, skipping unknown ids', () => {
    let now = 0;
    // testNode is 100×50 around its position (see testing/testMap.ts).
    const state = testState([testNode('a', 0, 0), testNode('b', 1000, 500), testNode('c', 1300, 500)]);
    const core = new EngineCore({ invalidate: () => {}, now: () => now });
    core.camera.setSize(800, 600);
    core.load(state);
    core.focusNodes(['b', 'c', 'ghost'], 50);
    now = 800;
    core.stepAnimation(800);
    const view = core.getViewport();
    expect(view.center).toEqual({ x: 1150, y: 500 });
    expect(view.zoom).toBeCloseTo(Math.min(700 / 400, 500 / 50));
    core.focusNodes(['a'], 40, 1.5);
    now = 1600;
    core.stepAnimation(1600);
    expect(core.getViewport()).toEqual({ center: { x: 0, y: 0 }, zoom: 1.5 });
    core.focusNodes(['ghost']);
    expect(core.animator.active).toBe(false);
  });

  it('keeps the pulsing nodes with the time they began (the colour phase, kept while the list changes), and asks for a frame', () => {
    let frames = 0;
    let now = 250;
    const core = new EngineCore({ invalidate: () => frames++, now: () => now });
    core.load(testState([testNode('a', 0, 0)]));
    frames = 0;
    core.setPulsingNodes(['a']);
    expect(core.pulsing).toEqual({ ids: ['a'], since: 250 });
    expect(frames).toBe(1);
    now = 900;
    core.setPulsingNodes(['a', 'b']);
    expect(core.pulsing).toEqual({ ids: ['a', 'b'], since: 250 });
    core.setPulsingNodes([]);
    expect(core.pulsing.ids).toEqual([]);
    core.setPulsingNodes(['a']);
    expect(core.pulsing.since).toBe(900);
  });
});

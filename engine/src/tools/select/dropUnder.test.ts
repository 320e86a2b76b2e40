import type { MapState, Point, Transaction } from '@mapa/model';
import { EngineCore } from '../../EngineCore';
import { testEdge, testNode, testState } from '../../testing/testMap';

/** A headless engine on root → a → a1 and a lone b, with a shell that applies every proposed transaction. */
function setup() {
  const state: MapState = testState(
    [testNode('root', 0, 0), testNode('a', 300, 0), testNode('a1', 600, 0), testNode('b', 0, 300)],
    [testEdge('root-a', 'root', 'a', { color: '#e03131' }), testEdge('a-a1', 'a', 'a1')],
  );
  const core = new EngineCore({ invalidate: () => {}, now: () => 0 });
  core.camera.setSize(1600, 1000);
  core.load(state);
  core.panTo({ x: 300, y: 150 });
  core.zoomTo(1);
  const proposed: Transaction[] = [];
  core.emitter.on('transaction', (tx) => {
    proposed.push(tx);
    state.apply(tx);
    core.apply(tx);
  });
  return { core, state, proposed };
}

// Screen point of a graph point at zoom 1 centred on (300, 150) in a 1600×1000 view.
const at = (x: number, y: number): Point => ({ x: x - 300 + 800, y: y - 150 + 500 });
const pointer = (core: EngineCore, screen: Point) => ({
  screen,
  graph: core.toGraph(screen),
  shiftKey: false,
  button: 0,
});

function dragTo(core: EngineCore, from: Point, to: Point, check?: () => void): void {
  core.down(pointer(core, from));
  for (let i = 1; i <= 4; i++)
    core.move(
      pointer(core, { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 }),
    );
  check?.();
  core.up(pointer(core, to));
}

describe('dropping a dragged node onto another', () => {
  it('makes it a child there: the target is outlined meanwhile, then one element.drag moves the edge and the node', () => {
    const { core, state, proposed } = setup();
    dragTo(core, at(0, 300), at(600, 0), () => expect(core.ctx.overlay.dropTarget).toBe('a1'));
    expect(core.ctx.overlay.dropTarget).toBeNull();
    expect(proposed).toHaveLength(1);
    expect(proposed[0].label).toBe('element.drag');
    const into = state.incoming('b').map((e) => e.data.source);
    expect(into).toEqual(['a1']);
    // Beside its new parent, not on top of it.
    const b = state.getNode('b')!.position;
    expect(b.x).toBeGreaterThan(600);
  });

  it('moves a child under another parent, keeping its old edge’s style; one undo would restore both', () => {
    const { core, state, proposed } = setup();
    dragTo(core, at(300, 0), at(0, 300));
    expect(state.incoming('a').map((e) => e.data.source)).toEqual(['b']);
    expect(state.incoming('a')[0].data.color).toBe('#e03131');
    expect(state.getEdge('root-a')).toBeUndefined();
    // The subtree comes along: a1 is still a's child.
    expect(state.incoming('a1').map((e) => e.data.source)).toEqual(['a']);
    expect(proposed[0].ops.map((op) => op.type).sort()).toEqual(['edge.add', 'edge.remove', 'node.update']);
  });

  it('never under its own descendant or where it already is: that is a plain move', () => {
    const { core, state, proposed } = setup();
    dragTo(core, at(300, 0), at(600, 0), () => expect(core.ctx.overlay.dropTarget).toBeNull());
    expect(state.incoming('a').map((e) => e.data.source)).toEqual(['root']);
    expect(proposed[0].ops.every((op) => op.type === 'node.update')).toBe(true);
    dragTo(core, at(600, 0), at(300, 0), () => expect(core.ctx.overlay.dropTarget).toBeNull());
    expect(state.incoming('a1').map((e) => e.data.source)).toEqual(['a']);
  });

  it('several nodes dragged together only move', () => {
    const { core, state } = setup();
    core.select({ nodes: ['b', 'a1'] });
    dragTo(core, at(0, 300), at(0, 0), () => expect(core.ctx.overlay.dropTarget).toBeNull());
    expect(state.incoming('b')).toEqual([]);
  });
});

describe('touch on the headless engine', () => {
  it('a pinch zooms around the fingers and pans with them: the graph point under them stays', () => {
    const { core } = setup();
    const before = core.toGraph({ x: 500, y: 400 });
    core.pinch({ scale: 2, from: { x: 500, y: 400 }, to: { x: 560, y: 380 } });
    expect(core.getViewport().zoom).toBeCloseTo(2);
    const after = core.toGraph({ x: 560, y: 380 });
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('a long press on a node opens its menu; on the background it arms a box selection', () => {
    const { core } = setup();
    const menus: string[] = [];
    core.emitter.on('contextmenu', (info) => menus.push(info.target.kind));
    const onNode = pointer(core, at(300, 0));
    core.down(onNode);
    expect(core.longPress(onNode)).toBe(false);
    expect(menus).toEqual(['node']);
    const onBackground = pointer(core, at(-100, 150));
    core.down(onBackground);
    expect(core.longPress(onBackground)).toBe(true);
    core.move(pointer(core, at(700, 350)));
    expect(core.getToolState()).toBe('box_selecting');
    core.up(pointer(core, at(700, 350)));
    // The box touches b; a, selected by the press before, stays (a box on Shift adds).
    expect(core.selection.snapshot().nodes.sort()).toEqual(['a', 'b']);
  });
});

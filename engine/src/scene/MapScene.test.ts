import { MapState, createTransaction, themeOf, type Operation } from '@mapa/model';
import { MapScene } from './MapScene';
import { testNode, testState } from '../testing/testMap';

describe('MapScene changes', () => {
  it('adding nodes on top ranks them without re-ranking the map, in z-order', () => {
    const state = testState([testNode('a', 0, 0), testNode('b', 200, 0)]);
    const scene = new MapScene();
    scene.load(state);
    scene.changes.all = false;
    scene.changes.order = false;
    const ops: Operation[] = ['c', 'd', 'e'].map((id, i) => ({
      type: 'node.add',
      node: testNode(id, 400 + i * 200, 0),
      orderIndex: 2 + i,
    }));
    const tx = createTransaction('node.created', ops);
    state.apply(tx);
    scene.applyOps(tx.ops);
    expect(scene.changes.order).toBe(false);
    expect(scene.changes.all).toBe(false);
    expect([...scene.changes.nodes].sort()).toEqual(['c', 'd', 'e']);
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => scene.rankOf(id))).toEqual([0, 1, 2, 3, 4]);
  });

  it('a node re-added below others (undo of a removal) re-ranks the z-order', () => {
    const a = testNode('a', 0, 0);
    const state = testState([a, testNode('b', 200, 0)]);
    const scene = new MapScene();
    scene.load(state);
    const removal = createTransaction('elements.removed', [{ type: 'node.remove', node: a, orderIndex: 0 }]);
    state.apply(removal);
    scene.applyOps(removal.ops);
    scene.changes.order = false;
    const undo = createTransaction('undo.performed', [{ type: 'node.add', node: a, orderIndex: 0 }]);
    state.apply(undo);
    scene.applyOps(undo.ops);
    expect(scene.changes.order).toBe(true);
    expect(scene.rankOf('a')).toBeLessThan(scene.rankOf('b'));
  });

  const canvasUpdate = (key: string, from: unknown, to: unknown) =>
    createTransaction('canvas.updated', [{ type: 'canvas.update', key, from, to }]);

  it('canvas-level operations leave nodes and edges alone', () => {
    const state = testState([testNode('a', 0, 0)]);
    const scene = new MapScene();
    scene.load(state);
    scene.changes.all = false;
    const tx = canvasUpdate('zoom', undefined, 2);
    state.apply(tx);
    scene.applyOps(tx.ops);
    expect(scene.changes.all).toBe(false);
    expect(scene.changes.canvas).toBe(true);
    expect(scene.changes.nodes.size).toBe(0);
  });

  it('a new canvas colour restyles the labels beside their nodes for it, and their halos', () => {
    const state = testState([testNode('a', 0, 0, { textPosition: 'bottom' })]);
    const scene = new MapScene();
    scene.load(state);
    const before = scene.nodeStyle('a')!;
    expect(before.textColor).toBe(themeOf(null).canvasText);
    expect(before.haloColor).toBe(themeOf(null).definition.halo);
    scene.changes.all = false;
    // A dark canvas of the map's own on the light default theme: the theme's dark text would not read on it.
    const dark = canvasUpdate('backgroundColor', undefined, '#111111');
    state.apply(dark);
    scene.apply(dark);
    const after = scene.nodeStyle('a')!;
    expect(after.textColor).toBe('#ffffff');
    expect(after.haloColor).toBe('#111111');
    expect(scene.changes.all).toBe(true);
    // A new window width keeps the canvas colour styles are resolved on.
    scene.setPresentation({ viewportWidth: 500 });
    expect(scene.nodeStyle('a')!.textColor).toBe('#ffffff');
    // Undone: the theme's canvas again, and its text.
    const undo = canvasUpdate('backgroundColor', '#111111', undefined);
    state.apply(undo);
    scene.apply(undo);
    expect(scene.nodeStyle('a')).toMatchObject({ textColor: before.textColor, haloColor: before.haloColor });
    // Another canvas change that keeps the colour restyles nothing.
    scene.changes.all = false;
    const zoom = canvasUpdate('zoom', undefined, 3);
    state.apply(zoom);
    scene.apply(zoom);
    expect(scene.changes.all).toBe(false);
  });
});

describe('MapScene content bounds', () => {
  it('spans the shapes of the shown nodes, read through a live preview', () => {
    const state = testState([
      testNode('a', 0, 0),
      testNode('b', 400, 100),
      testNode('h', 5000, 5000, { visibility: 'hidden' }),
    ]);
    const scene = new MapScene();
    scene.load(state);
    // 100 × 50 nodes: half sizes 50 and 25; the hidden one does not count.
    expect(scene.contentBounds()).toEqual({ minX: -50, minY: -25, maxX: 450, maxY: 125 });
    // Dragging b (a preview) moves the bounds with it, and a previewed size counts too.
    const b = state.getNode('b')!;
    scene.setPreview(
      new Map([
        [
          'b',
          { ...b, position: { x: -300, y: 0 }, data: { ...b.data, dimensions: { width: 200, height: 50 } } },
        ],
      ]),
    );
    expect(scene.contentBounds()).toEqual({ minX: -400, minY: -25, maxX: 50, maxY: 25 });
    scene.setPreview(null);
    expect(scene.contentBounds()?.maxX).toBe(450);
  });
});

describe('MapScene content bounds of a map being streamed in', () => {
  it('spans every node of the state before any is indexed, sized by the settings where a node has no size', () => {
    const sized = testNode('a', 0, 0);
    const bare = testNode('b', 1000, 500);
    const { dimensions: _dropped, ...data } = bare.data;
    const state = MapState.fromDocument({
      nodes: [sized, { ...bare, data }],
      edges: [],
      version: 0,
      htmlContent: '',
      canvas: {},
      settings: { defaultNodeDimensions: { width: 300, height: 200 } },
    });
    const scene = new MapScene();
    scene.beginLoad(state, false);
    expect(scene.nodeIndex.size).toBe(0);
    // a: 100 × 50 around (0, 0); b: the settings' 300 × 200 around (1000, 500).
    expect(scene.contentBounds()).toEqual({ minX: -50, minY: -25, maxX: 1150, maxY: 600 });
  });
});

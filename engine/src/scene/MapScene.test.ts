import { createTransaction, type Operation } from '@mapa/model';
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

  it('canvas-level operations leave nodes and edges alone', () => {
    const state = testState([testNode('a', 0, 0)]);
    const scene = new MapScene();
    scene.load(state);
    scene.changes.all = false;
    const tx = createTransaction('canvas.updated' as never, [
      {
        type: 'canvas.update',
        key: 'backgroundColor',
        from: undefined,
        to: '#eeeeee',
      } as unknown as Operation,
    ]);
    state.apply(tx);
    scene.applyOps(tx.ops);
    expect(scene.changes.all).toBe(false);
    expect(scene.changes.canvas).toBe(true);
    expect(scene.changes.nodes.size).toBe(0);
  });
});

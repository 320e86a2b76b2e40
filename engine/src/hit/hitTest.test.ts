import { createTransaction } from '@mapa/model';
import { MapScene } from '../scene/MapScene';
import { testEdge, testNode, testState } from '../testing/testMap';
import { hitEdge, hitNode, hitTest, nodesInBox } from './hitTest';

function scene() {
  // b overlaps a and lies above it in z-order; c is an ellipse; an edge runs from a to c.
  const state = testState(
    [
      testNode('a', 0, 0),
      testNode('b', 60, 0),
      testNode('c', 400, 0, { shape: 'ellipse', dimensions: { width: 100, height: 100 } }),
      testNode('hidden', 800, 0, { visibility: 'hidden' }),
    ],
    [testEdge('e', 'a', 'c', { shape: 'straight', direction: 'none' })],
  );
  const s = new MapScene();
  s.load(state);
  return { s, state };
}

describe('hitTest', () => {
  it('finds the topmost node by z-order', () => {
    const { s } = scene();
    expect(hitNode(s, 30, 0)).toBe('b'); // inside both
    expect(hitNode(s, -30, 0)).toBe('a');
    expect(hitNode(s, 0, 40)).toBeNull();
  });

  it('uses the exact shape, not the box', () => {
    const { s } = scene();
    expect(hitNode(s, 400, 0)).toBe('c');
    expect(hitNode(s, 445, 45)).toBeNull(); // in the ellipse's box corner, outside the ellipse
  });

  it('follows z-order changes', () => {
    const { s, state } = scene();
    const tx = createTransaction('node.ordered', [{ type: 'order.move', id: 'a', from: 0, to: 3 }]);
    state.apply(tx);
    s.applyOps(tx.ops);
    expect(hitNode(s, 30, 0)).toBe('a');
  });

  it('hits edges within a screen tolerance that scales with zoom', () => {
    const { s } = scene();
    expect(hitEdge(s, 250, 4, 1)).toBe('e');
    expect(hitEdge(s, 250, 10, 1)).toBeNull();
    expect(hitEdge(s, 250, 10, 0.5)).toBe('e'); // 6 px at zoom 0.5 is 12 graph units
  });

  it('prefers nodes, then edges, then the canvas; hidden nodes are not hit', () => {
    const { s } = scene();
    expect(hitTest(s, 30, 0, 1)).toEqual({ kind: 'node', id: 'b' });
    expect(hitTest(s, 250, 0, 1)).toEqual({ kind: 'edge', id: 'e' });
    expect(hitTest(s, 250, 200, 1)).toEqual({ kind: 'canvas' });
    expect(hitTest(s, 800, 0, 1)).toEqual({ kind: 'canvas' });
  });

  it('moves hit areas when a node moves', () => {
    const { s, state } = scene();
    const from = state.getNode('c')!;
    const to = { ...from, position: { x: 400, y: 1000 } };
    const tx = createTransaction('element.drag', [{ type: 'node.update', id: 'c', from, to }]);
    state.apply(tx);
    s.applyOps(tx.ops);
    expect(hitNode(s, 400, 0)).toBeNull();
    expect(hitNode(s, 400, 1000)).toBe('c');
    expect(hitEdge(s, 250, 0, 1)).toBeNull(); // the edge now runs towards (400, 1000)
  });

  it('lists the nodes touched by a box', () => {
    const { s } = scene();
    expect(nodesInBox(s, { minX: 300, minY: -10, maxX: 900, maxY: 10 }).sort()).toEqual(['c']);
    expect(nodesInBox(s, { minX: -100, minY: -100, maxX: 500, maxY: 100 }).sort()).toEqual(['a', 'b', 'c']);
  });
});

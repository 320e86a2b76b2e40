import { createTransaction } from '@mapa/model';
import { MapScene } from './MapScene';
import { testEdge, testNode, testState } from '../testing/testMap';
import { hitTest } from '../hit/hitTest';
import { filterChange } from './viewFilter';

function scene() {
  const state = testState(
    [
      testNode('r', 0, 0),
      testNode('a', 300, 0),
      testNode('b', 300, 200),
      testNode('h', 600, 0, { visibility: 'hidden' }),
    ],
    [testEdge('ra', 'r', 'a', { shape: 'straight' }), testEdge('rb', 'r', 'b', { shape: 'straight' })],
  );
  const s = new MapScene();
  s.load(state);
  return { s, state };
}

describe('the view filter', () => {
  it('leaves filtered-out nodes and their edges undrawn and unhit, the document untouched', () => {
    const { s, state } = scene();
    const before = state.toDocument();
    s.setViewFilter(['r', 'a']);
    expect(s.isShown('b')).toBe(false);
    expect(s.nodeIndex.get('b')).toBeUndefined();
    expect(s.sampleEdge('rb')).toBeUndefined();
    expect(s.sampleEdge('ra')).toBeDefined();
    expect(hitTest(s, 300, 200, 1)).toEqual({ kind: 'canvas' });
    expect(hitTest(s, 300, 0, 1)).toEqual({ kind: 'node', id: 'a' });
    expect(s.contentBounds()?.maxY).toBeLessThan(200);
    expect(state.toDocument()).toEqual(before);
  });

  it('keeps hidden nodes hidden even when the filter names them', () => {
    const { s } = scene();
    s.setViewFilter(['r', 'h']);
    expect(s.isShown('h')).toBe(false);
    expect(s.isShown('r')).toBe(true);
  });

  it('going from one filter to the next re-reads only the nodes that came or went', () => {
    const { s } = scene();
    s.setViewFilter(['r', 'a']);
    s.changes.all = false;
    s.changes.nodes.clear();
    s.changes.edges.clear();
    s.setViewFilter(['r', 'b']);
    expect(s.changes.all).toBe(false);
    expect([...s.changes.nodes].sort()).toEqual(['a', 'b']);
    expect([...s.changes.edges].sort()).toEqual(['ra', 'rb']);
    expect(hitTest(s, 300, 200, 1)).toEqual({ kind: 'node', id: 'b' });
    expect(hitTest(s, 300, 0, 1)).toEqual({ kind: 'canvas' });
  });

  it('null draws every node again, and later changes respect the filter while it is set', () => {
    const { s, state } = scene();
    s.setViewFilter(['r']);
    const from = state.getNode('b')!;
    const tx = createTransaction('element.drag', [
      { type: 'node.update', id: 'b', from, to: { ...from, position: { x: 300, y: 400 } } },
    ]);
    state.apply(tx);
    s.applyOps(tx.ops);
    expect(s.isShown('b')).toBe(false);
    s.setViewFilter(null);
    expect(s.viewFilter).toBeNull();
    expect(['r', 'a', 'b'].every((id) => s.isShown(id))).toBe(true);
    expect(hitTest(s, 300, 400, 1)).toEqual({ kind: 'node', id: 'b' });
    expect(s.sampleEdge('rb')).toBeDefined();
  });

  it('filterChange lists the symmetric difference, or null when a side is no filter', () => {
    expect(filterChange(new Set(['a', 'b']), new Set(['b', 'c']))).toEqual(['a', 'c']);
    expect(filterChange(null, new Set(['a']))).toBeNull();
    expect(filterChange(new Set(['a']), null)).toBeNull();
  });
});

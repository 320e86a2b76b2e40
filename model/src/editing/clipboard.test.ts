import { createTransaction } from '../ops/transaction';
import { copiedElementsOf, parseCopiedElements, pasteOps } from './clipboard';
import { mapOf } from './testMaps';

const sample = () =>
  mapOf({ a: { x: 0, y: 0 }, b: { x: 200, y: 100 }, c: { x: 400, y: 0 } }, ['a>b', 'b>c'], {
    canvas: {
      backgroundImages: [{ id: 'img', url: 'u', bounds: { x: 10, y: 10, width: 100, height: 50 } }],
    },
  });

describe('copiedElements and paste', () => {
  it('copies the selected nodes with only the edges between them, and nothing for an empty selection', () => {
    const state = sample();
    expect(copiedElementsOf(state, { nodes: ['a', 'b', 'gone'] })).toEqual({
      nodes: ['a', 'b'],
      edges: [{ source: 'a', target: 'b' }],
      images: [],
    });
    expect(copiedElementsOf(state, { nodes: [] })).toBeNull();
    expect(copiedElementsOf(state, { nodes: [], images: ['img'] })).toEqual({
      nodes: [],
      edges: [],
      images: ['img'],
    });
  });

  it('round-trips through JSON and refuses what is not a clipboard entry', () => {
    const copied = { nodes: ['a'], edges: [{ source: 'a', target: 'b' }], images: [] };
    expect(parseCopiedElements(JSON.stringify(copied))).toEqual(copied);
    expect(parseCopiedElements(null)).toBeNull();
    expect(parseCopiedElements('not json')).toBeNull();
    expect(parseCopiedElements('{"nodes": 3}')).toBeNull();
  });

  it('places a single node on the point with a new id', () => {
    const state = sample();
    const result = pasteOps(state, { nodes: ['b'], edges: [], images: [] }, { x: -50, y: 70 })!;
    state.apply(createTransaction('node.copied', result.ops));
    const pasted = state.getNode(result.nodeIds[0])!;
    expect(result.nodeIds[0]).not.toBe('b');
    expect(pasted.position).toEqual({ x: -50, y: 70 });
    expect(pasted.data.label).toBe('b');
    expect(state.nodes.size).toBe(4);
  });

  it('keeps the layout of several nodes around their centroid and recreates their edges with new ids', () => {
    const state = sample();
    const copied = copiedElementsOf(state, { nodes: ['a', 'b', 'c'] })!;
    // Centroid of a, b, c is (200, 33.33); it lands on (1000, 1000).
    const result = pasteOps(state, copied, { x: 1000, y: 1000 })!;
    state.apply(createTransaction('node.copied', result.ops));
    const [a, b, c] = result.nodeIds.map((id) => state.getNode(id)!);
    expect(a.position.x).toBeCloseTo(800);
    expect(b.position.x).toBeCloseTo(1000);
    expect(c.position.x).toBeCloseTo(1200);
    expect(b.position.y - a.position.y).toBeCloseTo(100);
    expect((a.position.y + b.position.y + c.position.y) / 3).toBeCloseTo(1000);
    expect(result.edgeIds).toHaveLength(2);
    const edges = result.edgeIds.map((id) => state.getEdge(id)!.data);
    expect(edges.map((e) => [e.source, e.target])).toEqual([
      [a.data.id, b.data.id],
      [b.data.id, c.data.id],
    ]);
    expect(state.edges.size).toBe(4);
  });

  it('moves copied images with the nodes, unlocked, and skips originals that are gone', () => {
    const state = sample();
    const result = pasteOps(state, { nodes: ['gone'], edges: [], images: ['img'] }, { x: 60, y: 35 })!;
    state.apply(createTransaction('node.copied', result.ops));
    const images = state.canvas!.backgroundImages!;
    expect(images).toHaveLength(2);
    expect(images[1]).toMatchObject({ id: result.imageIds[0], bounds: { x: 10, y: 10 }, locked: false });
    expect(pasteOps(state, { nodes: ['gone'], edges: [], images: [] }, { x: 0, y: 0 })).toBeNull();
  });
});

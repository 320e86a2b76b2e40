import { addEdgeOps, createEdge, createNode, createTransaction, MapState, type MapNode } from '@mapa/model';
import { MapScene } from '../../scene/MapScene';
import { EDGE_WORD, EDGE_WORDS, writeEdgeInstance } from './edgeInstance';

/** A bare tree r > a > b, and a relationship b → r: every look from the theme. */
function scene(): MapScene {
  const nodes: MapNode[] = ['r', 'a', 'b'].map((id, i) =>
    createNode({ id, position: { x: i * 400, y: i * 60 }, label: id }),
  );
  const edges = [
    createEdge({ id: 'r>a', source: 'r', target: 'a' }),
    createEdge({ id: 'a>b', source: 'a', target: 'b' }),
  ];
  const state = MapState.fromDocument({
    nodes,
    edges,
    version: 0,
    htmlContent: '',
    canvas: {},
    settings: null,
  });
  state.apply(
    createTransaction('edge.added', addEdgeOps(state, createEdge({ id: 'b>r', source: 'b', target: 'r' }))),
  );
  const s = new MapScene();
  s.load(state);
  return s;
}

/** The words the GPU gets for edge `id`. */
function words(s: MapScene, id: string) {
  const buffer = new ArrayBuffer(EDGE_WORDS * 4);
  const f32 = new Float32Array(buffer);
  writeEdgeInstance(s.sampleEdge(id)!, s.edgeStyle(id)!, f32, new Uint32Array(buffer), 0);
  return { start: f32[EDGE_WORD.halfWidth] * 2, end: f32[EDGE_WORD.endHalfWidth] * 2 };
}

describe('edge instance data', () => {
  it('gives a tree branch its taper: wider at the parent than at the child, narrower further out', () => {
    const s = scene();
    const fromCentre = words(s, 'r>a');
    const deeper = words(s, 'a>b');
    expect(fromCentre.start).toBeGreaterThan(fromCentre.end);
    expect(deeper.start).toBeLessThan(fromCentre.start);
    expect(fromCentre.start).toBeLessThanOrEqual(6);
  });

  it('keeps a relationship one width, and only it has an arrow head, a small one', () => {
    const s = scene();
    const relationship = words(s, 'b>r');
    expect(relationship.start).toBe(relationship.end);
    expect(s.sampleEdge('r>a')!.arrowCount).toBe(0);
    const path = s.sampleEdge('b>r')!;
    expect(path.arrowCount).toBe(1);
    expect(path.arrows[0].length).toBeLessThanOrEqual(14);
  });
});

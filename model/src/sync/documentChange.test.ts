import { MapState } from '../state/MapState';
import { createEdge } from '../defaults/createEdge';
import { createNode } from '../defaults/createNode';
import { invertTransaction } from '../ops/transaction';
import type { MapDocument } from '../schema/document';
import { documentChange } from './documentChange';

/** A small map: a -> b, a -> c, with a canvas and settings. */
function sampleDocument(): MapDocument {
  return {
    nodes: [
      createNode({ id: 'a', position: { x: 0, y: 0 }, label: 'A' }),
      createNode({ id: 'b', position: { x: 300, y: 0 }, label: 'B' }),
      createNode({ id: 'c', position: { x: 0, y: 300 }, label: 'C' }),
    ],
    edges: [
      createEdge({ id: 'ab', source: 'a', target: 'b' }),
      createEdge({ id: 'ac', source: 'a', target: 'c' }),
    ],
    version: 0,
    htmlContent: '',
    canvas: { nodesOrder: ['a', 'b', 'c'] },
    settings: { templateEngine: 'BaseTemplate' },
  };
}

const tx = { id: 'restored', label: 'template.applied' as const };
/** The document without `version`, which every applied transaction advances. */
const content = (doc: MapDocument) => ({ ...doc, version: 0 });

function roundTrip(base: MapDocument, target: MapDocument) {
  const state = MapState.fromDocument(base);
  const change = documentChange(state, target, tx);
  expect(change).not.toBeNull();
  state.apply(change!);
  expect(content(state.toDocument())).toEqual(content(MapState.fromDocument(target).toDocument()));
  state.apply(invertTransaction(change!, 'undo.performed'));
  expect(content(state.toDocument())).toEqual(content(MapState.fromDocument(base).toDocument()));
  return change!;
}

describe('documentChange', () => {
  it('is null when the documents hold the same content', () => {
    expect(documentChange(MapState.fromDocument(sampleDocument()), sampleDocument(), tx)).toBeNull();
  });

  it('moves nodes and reroutes edges with one update per changed record (a layout)', () => {
    const target = sampleDocument();
    target.nodes[1] = { ...target.nodes[1], position: { x: 900, y: 40 } };
    target.edges[0] = { ...target.edges[0], data: { ...target.edges[0].data, label: 'moved' } };
    const change = roundTrip(sampleDocument(), target);
    expect(change.ops.map((op) => op.type)).toEqual(['edge.update', 'node.update']);
    expect(change).toMatchObject({ id: 'restored', label: 'template.applied', source: 'user' });
  });

  it('adds, removes and reconnects: an edge moved off a removed node onto a new one', () => {
    const target = sampleDocument();
    const d = createNode({ id: 'd', position: { x: 5, y: 5 }, label: 'D' });
    target.nodes = [target.nodes[0], target.nodes[1], d]; // c removed, d added
    target.edges = [
      target.edges[0],
      { ...target.edges[1], data: { ...target.edges[1].data, target: 'd' } }, // a -> c becomes a -> d
      createEdge({ id: 'bd', source: 'b', target: 'd' }),
    ];
    target.canvas = { nodesOrder: ['a', 'b', 'd'] };
    const change = roundTrip(sampleDocument(), target);
    expect(change.ops.map((op) => op.type)).toEqual(['node.add', 'edge.update', 'node.remove', 'edge.add']);
  });

  it('sets the z-order, canvas, settings, description and extra keys whole when they differ', () => {
    const base = { ...sampleDocument(), legacy: 1 } as MapDocument;
    const target = sampleDocument();
    target.canvas = { nodesOrder: ['c', 'a', 'b'], backgroundColor: '#fff' } as MapDocument['canvas'];
    target.settings = { templateEngine: 'TreeLR' } as MapDocument['settings'];
    target.htmlContent = '<p>notes</p>';
    (target as Record<string, unknown>).extra = { kept: true };
    const change = roundTrip(base, target);
    expect(change.ops.map((op) => ('key' in op ? op.key : op.type))).toEqual([
      'canvas',
      'settings',
      'htmlContent',
      'legacy',
      'extra',
    ]);
  });

  it('removes many nodes with the z-order index each one had, so the inverse restores the order', () => {
    const nodes = Array.from({ length: 30 }, (_, i) => createNode({ id: `n${i}`, position: { x: i, y: 0 } }));
    const base: MapDocument = {
      ...sampleDocument(),
      nodes,
      edges: [],
      canvas: { nodesOrder: nodes.map((n) => n.data.id) },
    };
    const kept = nodes.filter((_, i) => i % 3 === 0);
    const target: MapDocument = { ...base, nodes: kept, canvas: { nodesOrder: kept.map((n) => n.data.id) } };
    const change = roundTrip(base, target);
    expect(change.ops.filter((op) => op.type === 'node.remove')).toHaveLength(20);
  });
});

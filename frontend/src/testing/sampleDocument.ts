import { createEdge, createNode, type MapDocument } from '@mapa/model';

/** A small map for tests: a -> b, a -> c, with a canvas and settings. */
export function sampleDocument(): MapDocument {
  const nodes = [
    createNode({ id: 'a', position: { x: 0, y: 0 }, label: 'A' }),
    createNode({ id: 'b', position: { x: 300, y: 0 }, label: 'B' }),
    createNode({ id: 'c', position: { x: 0, y: 300 }, label: 'C' }),
  ];
  const edges = [
    createEdge({ id: 'ab', source: 'a', target: 'b' }),
    createEdge({ id: 'ac', source: 'a', target: 'c' }),
  ];
  return {
    nodes,
    edges,
    version: 0,
    htmlContent: '',
    canvas: { nodesOrder: ['a', 'b', 'c'] },
    settings: { templateEngine: 'BaseTemplate' },
  };
}

import fc from 'fast-check';
import { parseMapDocument } from './parseMapDocument';
import { trustMapDocument } from './trustMapDocument';
import { documentArb } from '../testing/arbitraries';

const node = (id: string, extra: Record<string, unknown> = {}) => ({
  position: { x: 1, y: 2 },
  data: { id, label: id, ...extra },
});

describe('trustMapDocument', () => {
  it('gives what parseMapDocument gives for any valid document, without changing it', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const before = structuredClone(doc);
        expect(trustMapDocument(doc)).toEqual(parseMapDocument(doc));
        expect(doc).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it("applies the schema's drawing defaults and the loading rules", () => {
    const doc = {
      nodes: [node('a'), node('b')],
      edges: [{ data: { id: 'e', source: 'a', target: 'gone' } }],
      canvas: { drawingData: {}, nodesOrder: ['b', 'x'] },
    };
    const trusted = trustMapDocument(doc);
    expect(trusted).toEqual(parseMapDocument(doc));
    if (!trusted.ok) throw new Error(trusted.error.message);
    expect(trusted.document.canvas?.drawingData).toEqual({ paths: [], texts: [] });
    expect(trusted.document.canvas?.nodesOrder).toEqual(['b', 'a']);
    expect(trusted.document.edges).toEqual([]);
  });

  it('draws a document the schema refuses (it does not validate)', () => {
    const doc = { nodes: [node('a', { textSize: -3 })], edges: [] };
    expect(parseMapDocument(doc)).toMatchObject({ ok: false, error: { path: 'nodes[0].data.textSize' } });
    expect(trustMapDocument(doc).ok).toBe(true);
  });

  it.each([
    ['a string', 'map', '$'],
    ['no nodes', { edges: [] }, 'nodes'],
    ['a node without a position', { nodes: [{ data: { id: 'a' } }], edges: [] }, 'nodes[0].position'],
    [
      'a node without an id',
      { nodes: [{ position: { x: 0, y: 0 }, data: {} }], edges: [] },
      'nodes[0].data.id',
    ],
    ['an edge without ends', { nodes: [], edges: [{ data: { id: 'e' } }] }, 'edges[0].data'],
    ['a canvas that is a number', { nodes: [], edges: [], canvas: 3 }, 'canvas'],
  ])('refuses what cannot be drawn, naming where: %s', (_name, value, path) => {
    expect(trustMapDocument(value)).toEqual({
      ok: false,
      error: { path, message: `${path}: this part of the document cannot be drawn.` },
    });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => void trustMapDocument(value)),
      { numRuns: 300 },
    );
  });
});

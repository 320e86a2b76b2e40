import { parseMapDocument } from './parseMapDocument';
import { isNormalised, normalizeMapDocument } from './normalizeMapDocument';
import { MapState } from '../state/MapState';
import type { MapDocument } from '../schema/document';

const node = (id: string, extra: object = {}) => ({
  position: { x: 0, y: 0 },
  data: { id, label: id },
  ...extra,
});
const edge = (id: string, source: string, target: string) => ({ data: { id, source, target } });

function parsed(json: unknown): { document: MapDocument; warnings: string[] } {
  const result = parseMapDocument(json);
  if (!result.ok) throw new Error(`expected a document, got ${result.error.message}`);
  return result;
}

function failure(json: unknown) {
  const result = parseMapDocument(json);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('parseMapDocument: normalisation (spec §4.1)', () => {
  it('drops edges whose source or target node is missing, and says so', () => {
    const { document, warnings } = parsed({
      nodes: [node('a'), node('b')],
      edges: [edge('e1', 'a', 'b'), edge('e2', 'a', 'ghost'), edge('e3', 'ghost', 'b')],
    });
    expect(document.edges.map((e) => e.data.id)).toEqual(['e1']);
    expect(warnings).toEqual(['Dropped 2 edge(s) whose source or target node is missing.']);
  });

  it('turns a missing canvas and missing settings into null', () => {
    const { document } = parsed({ nodes: [], edges: [] });
    expect(document.canvas).toBeNull();
    expect(document.settings).toBeNull();
    expect(parsed({ nodes: [], edges: [], canvas: null, settings: null }).document.canvas).toBeNull();
  });

  it('prunes unknown and repeated ids from nodesOrder', () => {
    const { document, warnings } = parsed({
      nodes: [node('a'), node('b')],
      edges: [],
      canvas: { nodesOrder: ['b', 'ghost', 'a', 'b'] },
    });
    expect(document.canvas?.nodesOrder).toEqual(['b', 'a']);
    expect(warnings).toEqual(['Removed 2 unknown or repeated id(s) from canvas.nodesOrder.']);
  });

  it('appends node ids missing from nodesOrder, in node order', () => {
    const { document } = parsed({
      nodes: [node('a'), node('b'), node('c'), node('d')],
      edges: [],
      canvas: { nodesOrder: ['c'] },
    });
    expect(document.canvas?.nodesOrder).toEqual(['c', 'a', 'b', 'd']);
  });

  it('gives a canvas without nodesOrder the node order', () => {
    const { document, warnings } = parsed({ nodes: [node('a'), node('b')], edges: [], canvas: { zoom: 2 } });
    expect(document.canvas).toEqual({ zoom: 2, nodesOrder: ['a', 'b'] });
    expect(warnings).toEqual([]);
  });

  it('defaults templateEngine to BaseTemplate when settings exist', () => {
    expect(parsed({ nodes: [], edges: [], settings: {} }).document.settings).toEqual({
      templateEngine: 'BaseTemplate',
    });
    const kept = parsed({ nodes: [], edges: [], settings: { templateEngine: 'Tree TD' } });
    expect(kept.document.settings?.templateEngine).toBe('Tree TD');
  });

  it('defaults version to 0 and htmlContent to an empty string', () => {
    const { document } = parsed({ nodes: [], edges: [], htmlContent: null });
    expect(document.version).toBe(0);
    expect(document.htmlContent).toBe('');
    expect(parsed({ nodes: [], edges: [], version: 7, htmlContent: '<p>x</p>' }).document).toMatchObject({
      version: 7,
      htmlContent: '<p>x</p>',
    });
  });

  it('does not change the value it was given', () => {
    const input = { nodes: [node('a')], edges: [edge('e', 'a', 'x')], canvas: { nodesOrder: ['x'] } };
    const before = JSON.stringify(input);
    parsed(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('parseMapDocument: errors name the path', () => {
  it('refuses text that is not JSON', () => {
    const error = failure('{"nodes": [');
    expect(error.path).toBe('$');
    expect(error.message).toMatch(/^\$: the text is not valid JSON/);
  });

  it('refuses a root that is not an object', () => {
    expect(failure(42).path).toBe('$');
    expect(failure(null).path).toBe('$');
    expect(failure('[]').path).toBe('$');
  });

  it('names a missing nodes array', () => {
    const error = failure({ edges: [] });
    expect(error.path).toBe('nodes');
    expect(error.message).toMatch(/^nodes: .*expected array/);
  });

  it('names a node id of the wrong type', () => {
    const error = failure({
      nodes: [node('a'), node('b'), { position: { x: 0, y: 0 }, data: { id: 5 } }],
      edges: [],
    });
    expect(error.path).toBe('nodes[2].data.id');
    expect(error.message).toMatch(/^nodes\[2\]\.data\.id: .*expected string/);
  });

  it('names a shape outside the enumeration', () => {
    const error = failure({
      nodes: [{ position: { x: 0, y: 0 }, data: { id: 'a', shape: 'blob' } }],
      edges: [],
    });
    expect(error.path).toBe('nodes[0].data.shape');
    expect(error.message).toContain('round-rectangle');
  });

  it('names the second of two nodes with the same id', () => {
    const error = failure({ nodes: [node('a'), node('b'), node('a')], edges: [] });
    expect(error).toEqual({
      path: 'nodes[2].data.id',
      message: 'nodes[2].data.id: duplicate node id "a"; ids must be unique.',
    });
  });

  it('names the second of two edges with the same id', () => {
    const error = failure({ nodes: [node('a')], edges: [edge('e', 'a', 'a'), edge('e', 'a', 'a')] });
    expect(error.path).toBe('edges[1].data.id');
  });

  it('names a bad value deep in the canvas', () => {
    const error = failure({
      nodes: [],
      edges: [],
      canvas: { backgroundImages: [{ id: 'i', url: '', bounds: { x: 0, y: 0 } }] },
    });
    expect(error.path).toBe('canvas.backgroundImages[0].url');
    expect(error.message).toContain('An Support Image must have a url set');
  });
});

describe('parseMapDocument: unknown fields', () => {
  it('keeps unknown fields at every level', () => {
    const { document } = parsed(
      JSON.stringify({
        nodes: [node('a', { extraNode: 1, data: { id: 'a', plugin: { deep: [1, 2] } } })],
        edges: [{ data: { id: 'e', source: 'a', target: 'a', weight: 3 }, classes: 'x' }],
        canvas: { nodesOrder: ['a'], theme: 'dark', drawingData: { paths: [], texts: [], layer: 2 } },
        settings: { templateEngine: 'BaseTemplate', future: true },
        owner: 'someone',
      }),
    );
    expect(document.nodes[0]).toMatchObject({ extraNode: 1, data: { plugin: { deep: [1, 2] } } });
    expect(document.edges[0]).toMatchObject({ classes: 'x', data: { weight: 3 } });
    expect(document.canvas).toMatchObject({ theme: 'dark', drawingData: { layer: 2 } });
    expect(document.settings).toMatchObject({ future: true });
    expect(document.owner).toBe('someone');
  });
});

describe('parseMapDocument: a state takes its output as it is', () => {
  it('marks what the parsers return as normalised, and nothing else', () => {
    const { document } = parsed({ nodes: [node('a'), node('b')], edges: [edge('e1', 'a', 'b')] });
    expect(isNormalised(document)).toBe(true);
    expect(isNormalised({ ...document })).toBe(false);
  });

  it('shares the edge list when every edge stays, and makes a new one when some are dropped', () => {
    const { document } = parsed({ nodes: [node('a'), node('b')], edges: [edge('e1', 'a', 'b')] });
    const kept = normalizeMapDocument(document);
    expect(kept.ok && kept.document.edges).toBe(document.edges);
    const edges = [...document.edges, { data: { ...document.edges[0].data, id: 'e2', target: 'ghost' } }];
    const dropped = normalizeMapDocument({ ...document, edges });
    expect(dropped.ok && dropped.document.edges).not.toBe(edges);
    expect(dropped.ok && dropped.document.edges.map((e) => e.data.id)).toEqual(['e1']);
  });

  it('still normalises a document that did not come from the parsers', () => {
    const { document } = parsed({ nodes: [node('a')], edges: [] });
    const handMade = { ...document, edges: [edge('e1', 'a', 'ghost')] } as MapDocument;
    expect(MapState.fromDocument(handMade).edges.size).toBe(0);
    expect(MapState.fromDocument(document).nodes.size).toBe(1);
  });
});

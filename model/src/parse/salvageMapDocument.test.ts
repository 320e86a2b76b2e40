import { salvageMapDocument } from './salvageMapDocument';
import { parseMapDocument } from './parseMapDocument';

const node = (id: string, extra: object = {}) => ({
  position: { x: 0, y: 0 },
  data: { id, label: id, ...extra },
});

describe('salvageMapDocument', () => {
  it('drops the values a broken save stored, keeping everything else', () => {
    // What the unchecked canvas/settings updates of issue #10 left in stored maps.
    const broken = {
      nodes: [node('a'), node('b')],
      edges: [{ data: { id: 'e', source: 'a', target: 'b' } }],
      canvas: { zoom: 'huge', center: 'x', nodesOrder: 42, backgroundColor: '#fff' },
      settings: { defaultTextSize: 'big', disableAutomaticPositioning: 'maybe', templateEngine: 'Tree TD' },
    };
    expect(parseMapDocument(broken).ok).toBe(false);
    const rescued = salvageMapDocument(structuredClone(broken));
    if (!rescued.ok) throw new Error(rescued.error.message);
    expect(rescued.dropped.sort()).toEqual([
      'canvas.center',
      'canvas.nodesOrder',
      'canvas.zoom',
      'settings.defaultTextSize',
      'settings.disableAutomaticPositioning',
    ]);
    expect(rescued.document.nodes.map((n) => n.data.id)).toEqual(['a', 'b']);
    expect(rescued.document.edges).toHaveLength(1);
    expect(rescued.document.canvas).toEqual({ backgroundColor: '#fff', nodesOrder: ['a', 'b'] });
    expect(rescued.document.settings).toEqual({ templateEngine: 'Tree TD' });
    expect(parseMapDocument(rescued.document).ok).toBe(true);
  });

  it('drops a record that lost a required field, and the edges that hung on it', () => {
    const rescued = salvageMapDocument({
      nodes: [
        node('a'),
        { position: { x: 'huge', y: 0 }, data: { id: 'b' } },
        node('c', { shape: 'blob' }),
        node('a'),
      ],
      edges: [{ data: { id: 'e', source: 'a', target: 'b' } }, { data: { id: 'f', source: 'a' } }],
    });
    if (!rescued.ok) throw new Error(rescued.error.message);
    expect(rescued.document.nodes.map((n) => n.data)).toEqual([
      { id: 'a', label: 'a' },
      { id: 'c', label: 'c' },
    ]);
    expect(rescued.document.edges).toEqual([]);
    expect(rescued.dropped).toContain('nodes[1]'); // its position went first, then the node
  });

  it('gives up only when the root is unusable', () => {
    expect(salvageMapDocument('nope').ok).toBe(false);
    expect(salvageMapDocument({ nodes: 'x', edges: [] }).ok).toBe(false);
  });
});

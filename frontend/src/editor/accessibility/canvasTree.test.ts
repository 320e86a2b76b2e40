import { createTransaction, MapState } from '@mapa/model';
import { announcementFor, canvasTreeRows, childCount } from './canvasTree';

function map(collapsed: string[] = [], edges = ['r>a', 'r>b', 'a>c']): MapState {
  const node = (id: string, x: number) => ({
    position: { x, y: 0 },
    data: { id, label: id.toUpperCase(), ...(collapsed.includes(id) ? { collapsed: true } : {}) },
  });
  return MapState.fromDocument({
    nodes: [node('r', 0), node('a', 300), node('b', 300), node('c', 600), node('loose', 0)],
    edges: edges.map((e) => {
      const [source, target] = e.split('>');
      return { data: { id: e, source, target } };
    }),
    version: 0,
    htmlContent: '',
    canvas: null,
    settings: null,
  } as never);
}

const shown = (state: MapState) =>
  canvasTreeRows(state).map((r) => `${r.level}:${r.id} ${r.posInSet}/${r.setSize}${r.expanded ? ' -' : ''}`);

describe('the canvas tree', () => {
  it('lists every node from the roots along the edges, with levels and places', () => {
    expect(shown(map())).toEqual(['1:r 1/2 -', '2:a 1/2 -', '3:c 1/1', '2:b 2/2', '1:loose 2/2']);
    expect(childCount(map(), 'r')).toBe(2);
    expect(childCount(map(), 'c')).toBe(0);
  });

  it('lists the nodes of a cycle no root reaches, from its first node in map order', () => {
    // a ⇄ c, c → b: no root reaches them; r and loose are roots, the cycle's entry comes after them.
    expect(shown(map([], ['a>c', 'c>a', 'c>b']))).toEqual([
      '1:r 1/3',
      '1:loose 2/3',
      '1:a 3/3 -',
      '2:c 1/1 -',
      '3:b 1/1',
    ]);
  });

  it('hides the children of a node collapsed on the canvas', () => {
    expect(shown(map(['a']))).toEqual(['1:r 1/2 -', '2:a 1/2', '2:b 2/2', '1:loose 2/2']);
  });
});

describe('announcements', () => {
  it('tells a node created, nodes deleted and a connection; says nothing of a move', () => {
    const state = map();
    const added = { position: { x: 0, y: 0 }, data: { id: 'n', label: 'New idea' } };
    const create = createTransaction('node.created', [{ type: 'node.add', node: added } as never]);
    state.apply(create);
    expect(announcementFor(state, create)).toEqual({
      key: 'a11y.announce.created',
      values: { title: 'New idea' },
    });
    const connect = createTransaction('edge.added', [
      { type: 'edge.add', edge: { data: { id: 'e', source: 'loose', target: 'n' } } } as never,
    ]);
    state.apply(connect);
    expect(announcementFor(state, connect)).toEqual({
      key: 'a11y.announce.connected',
      values: { source: 'LOOSE', target: 'New idea' },
    });
    const from = state.getNode('loose')!;
    const move = createTransaction('element.drag', [
      { type: 'node.update', id: 'loose', from, to: { ...from, position: { x: 5, y: 5 } } },
    ]);
    expect(announcementFor(state, move)).toBeNull();
    const remove = createTransaction('node.removed', [
      { type: 'edge.remove', edge: state.edges.get('e')! } as never,
      { type: 'node.remove', node: state.getNode('n')! } as never,
    ]);
    state.apply(remove);
    expect(announcementFor(state, remove)).toEqual({ key: 'a11y.announce.deleted', values: { count: 1 } });
  });
});

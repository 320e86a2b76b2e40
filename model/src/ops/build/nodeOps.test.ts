import { MapState } from '../../state/MapState';
import { createTransaction } from '../transaction';
import { createNode } from '../../defaults/createNode';
import { createEdge } from '../../defaults/createEdge';
import { emptyDocument } from '../../defaults/emptyDocument';
import { addNodeOps, moveNodesOps, removeNodesOps, updateNodeOps } from './nodeOps';

const node = (id: string) => createNode({ id, position: { x: 0, y: 0 }, label: id });

function state(): MapState {
  return MapState.fromDocument({
    ...emptyDocument(),
    nodes: ['a', 'b', 'c', 'd'].map(node),
    edges: [
      createEdge({ id: 'ab', source: 'a', target: 'b' }),
      createEdge({ id: 'cb', source: 'c', target: 'b' }),
    ],
    canvas: { nodesOrder: ['d', 'b', 'a', 'c'] },
  });
}

describe('node op builders', () => {
  it('addNodeOps puts the node on top', () => {
    const s = state();
    expect(addNodeOps(s, node('e'))).toEqual([{ type: 'node.add', node: node('e'), orderIndex: 4 }]);
  });

  it('updateNodeOps builds from/to, removes keys set to undefined and never changes the id', () => {
    const s = state();
    const from = s.getNode('a')!;
    const [op] = updateNodeOps(s, 'a', {
      position: { x: 1, y: 2 },
      data: { label: 'A', description: undefined, id: 'z' },
    });
    expect(op).toMatchObject({ type: 'node.update', id: 'a', from });
    const to = (op as { to: typeof from }).to;
    expect(to.position).toEqual({ x: 1, y: 2 });
    expect(to.data).toEqual({ ...from.data, label: 'A' });
    expect('description' in to.data).toBe(false);
    expect(updateNodeOps(s, 'a', { locked: undefined }).length).toBe(1);
  });

  it('updateNodeOps returns nothing for a missing node or a change that changes nothing', () => {
    const s = state();
    expect(updateNodeOps(s, 'zz', { data: { label: 'x' } })).toEqual([]);
    expect(updateNodeOps(s, 'a', { position: { x: 0, y: 0 }, locked: false, data: { label: 'a' } })).toEqual(
      [],
    );
  });

  it('moveNodesOps emits one update per moved node', () => {
    const ops = moveNodesOps(state(), [
      { id: 'a', position: { x: 5, y: 5 } },
      { id: 'b', position: { x: 0, y: 0 } },
      { id: 'c', position: { x: 1, y: 1 } },
    ]);
    expect(ops.map((op) => op.type === 'node.update' && op.id)).toEqual(['a', 'c']);
  });

  it('removeNodesOps removes touching edges first, then nodes front to back with their orderIndex', () => {
    const s = state();
    const ops = removeNodesOps(s, ['b', 'd', 'b', 'ghost']);
    expect(ops.map((op) => op.type)).toEqual(['edge.remove', 'edge.remove', 'node.remove', 'node.remove']);
    expect(ops.slice(2)).toEqual([
      { type: 'node.remove', node: s.getNode('b'), orderIndex: 1 },
      { type: 'node.remove', node: s.getNode('d'), orderIndex: 0 },
    ]);
    s.apply(createTransaction('elements.removed', ops));
    expect(s.nodesOrder()).toEqual(['a', 'c']);
    expect(s.edges.size).toBe(0);
  });

  it('removeNodesOps records valid indexes for many nodes at once', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `n${i}`);
    const s = MapState.fromDocument({ ...emptyDocument(), nodes: ids.map(node) });
    const removed = ids.filter((_, i) => i % 3 === 0);
    s.apply(createTransaction('elements.removed', removeNodesOps(s, removed)));
    expect(s.nodesOrder()).toEqual(ids.filter((_, i) => i % 3 !== 0));
  });
});

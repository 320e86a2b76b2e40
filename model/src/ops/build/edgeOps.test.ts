import { MapState } from '../../state/MapState';
import { createNode } from '../../defaults/createNode';
import { createEdge } from '../../defaults/createEdge';
import { emptyDocument } from '../../defaults/emptyDocument';
import { addEdgeOps, removeEdgesOps, updateEdgeOps } from './edgeOps';

function state(): MapState {
  return MapState.fromDocument({
    ...emptyDocument(),
    nodes: ['a', 'b'].map((id) => createNode({ id, position: { x: 0, y: 0 } })),
    edges: [{ data: { id: 'ab', source: 'a', target: 'b', label: 'knows' } }],
  });
}

describe('edge op builders', () => {
  it('addEdgeOps refuses a repeated id or a missing end', () => {
    const s = state();
    expect(addEdgeOps(s, createEdge({ id: 'ba', source: 'b', target: 'a' }))).toHaveLength(1);
    expect(addEdgeOps(s, createEdge({ id: 'ab', source: 'b', target: 'a' }))).toEqual([]);
    expect(addEdgeOps(s, createEdge({ id: 'x', source: 'b', target: 'ghost' }))).toEqual([]);
  });

  it('updateEdgeOps builds from/to and a blank label removes the label (spec §5)', () => {
    const s = state();
    const [op] = updateEdgeOps(s, 'ab', { label: '   ', color: '#ff0000' });
    expect(op).toEqual({
      type: 'edge.update',
      id: 'ab',
      from: s.getEdge('ab'),
      to: { data: { id: 'ab', source: 'a', target: 'b', color: '#ff0000' } },
    });
    expect(updateEdgeOps(s, 'ab', { label: 'knows' })).toEqual([]);
    expect(updateEdgeOps(s, 'zz', { label: 'x' })).toEqual([]);
  });

  it('removeEdgesOps skips unknown and repeated ids', () => {
    const s = state();
    expect(removeEdgesOps(s, ['ab', 'ab', 'zz'])).toEqual([{ type: 'edge.remove', edge: s.getEdge('ab') }]);
  });
});

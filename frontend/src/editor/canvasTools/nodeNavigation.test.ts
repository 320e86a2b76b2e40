import { MapState, createNode, emptyDocument } from '@mapa/model';
import { neighbourInOrder } from './nodeNavigation';

const state = (hidden: string[] = []) =>
  MapState.fromDocument({
    ...emptyDocument(),
    nodes: ['a', 'b', 'c'].map((id) => {
      const node = createNode({ id, position: { x: 0, y: 0 } });
      if (hidden.includes(id)) node.data.visibility = 'hidden';
      return node;
    }),
  });

describe('previous / next node', () => {
  it('steps through shown nodes and wraps around', () => {
    expect(neighbourInOrder(state(), 'a', 1)).toBe('b');
    expect(neighbourInOrder(state(), 'c', 1)).toBe('a');
    expect(neighbourInOrder(state(), 'a', -1)).toBe('c');
    expect(neighbourInOrder(state(['b']), 'a', 1)).toBe('c');
    expect(neighbourInOrder(state(), null, 1)).toBe('a');
    expect(neighbourInOrder(state(), null, -1)).toBe('c');
  });
});

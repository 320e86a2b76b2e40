import { cloneNode } from './cloneNode';
import { createNode } from './createNode';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('cloneNode (spec §4.4)', () => {
  it('copies deeply with a new id, offset by +100, +100', () => {
    const node = createNode({ id: 'n', position: { x: 5, y: -5 }, label: 'x' });
    node.data.dimensions = { width: 250, height: 100 };
    const clone = cloneNode(node);
    expect(clone.data.id).toMatch(UUID);
    expect(clone.position).toEqual({ x: 105, y: 95 });
    expect({ ...clone.data, id: 'n' }).toEqual(node.data);
    expect(clone.data.dimensions).not.toBe(node.data.dimensions);
    expect(cloneNode(node, 'given').data.id).toBe('given');
  });
});

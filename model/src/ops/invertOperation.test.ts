import { invertOperation } from './invertOperation';
import { invertTransaction, createTransaction } from './transaction';
import type { Operation } from './operation';

const node = { position: { x: 0, y: 0 }, data: { id: 'n' } };

describe('invertOperation', () => {
  it.each<[Operation, Operation]>([
    [
      { type: 'node.add', node, orderIndex: 2 },
      { type: 'node.remove', node, orderIndex: 2 },
    ],
    [
      { type: 'node.remove', node },
      { type: 'node.add', node },
    ],
    [
      { type: 'order.move', id: 'n', from: 0, to: 3 },
      { type: 'order.move', id: 'n', from: 3, to: 0 },
    ],
    [
      { type: 'canvas.update', key: 'zoom', to: 2 },
      { type: 'canvas.update', key: 'zoom', from: 2 },
    ],
    [
      { type: 'document.update', key: 'canvas', from: null, to: {} },
      { type: 'document.update', key: 'canvas', from: {}, to: null },
    ],
    [
      { type: 'drawing.update', from: { paths: [], texts: [] } },
      { type: 'drawing.update', to: { paths: [], texts: [] } },
    ],
  ])('inverts %j without undefined keys', (op, inverse) => {
    const inverted = invertOperation(op);
    expect(inverted).toStrictEqual(inverse);
    expect(invertOperation(inverted)).toStrictEqual(op);
  });
});

describe('invertTransaction', () => {
  it('reverses the order, keeps the source, takes a new id and the given label', () => {
    const tx = createTransaction(
      'elements.removed',
      [
        { type: 'edge.remove', edge: { data: { id: 'e', source: 'n', target: 'n' } } },
        { type: 'node.remove', node, orderIndex: 0 },
      ],
      'ai',
    );
    const inverse = invertTransaction(tx, 'undo.performed');
    expect(inverse.ops.map((op) => op.type)).toEqual(['node.add', 'edge.add']);
    expect(inverse).toMatchObject({ label: 'undo.performed', source: 'ai' });
    expect(inverse.id).not.toBe(tx.id);
    expect(invertTransaction(tx).label).toBe('elements.removed');
  });
});

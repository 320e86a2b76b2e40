import { createNode } from '../defaults/createNode';
import { MAX_COORDINATE } from '../limits/coordinates';
import { operationSchema, transactionSchema } from './operationSchema';
import { saveTransactionsRequestSchema } from './syncApi';

const node = createNode({ position: { x: 1, y: 2 }, label: 'A' });

describe('operationSchema', () => {
  it('accepts the operations the model makes', () => {
    const op = {
      type: 'node.update',
      id: node.data.id,
      from: node,
      to: { ...node, position: { x: 3, y: 4 } },
    };
    expect(operationSchema.safeParse(op).success).toBe(true);
    expect(operationSchema.safeParse({ type: 'node.add', node, orderIndex: 0 }).success).toBe(true);
  });

  it('names what is wrong', () => {
    const bad = operationSchema.safeParse({
      type: 'node.add',
      node: { ...node, position: { x: 'a', y: 0 } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['node', 'position', 'x']);
    const unknown = operationSchema.safeParse({ type: 'node.explode', id: 'x' });
    expect(unknown.success).toBe(false);
  });

  it('refuses an update that changes the id', () => {
    const other = createNode({ position: { x: 0, y: 0 } });
    const result = operationSchema.safeParse({
      type: 'node.update',
      id: node.data.id,
      from: node,
      to: other,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['to', 'data', 'id']);
  });

  it('checks transactions and save requests', () => {
    const tx = { id: 'abc_1', label: 'node.created', source: 'user', ops: [{ type: 'node.add', node }] };
    expect(transactionSchema.safeParse(tx).success).toBe(true);
    expect(transactionSchema.safeParse({ ...tx, label: 'made.up' }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...tx, id: '../x' }).success).toBe(false);
    const save = { id: 'abcdefghijkl', baseVersion: 3, transactions: [tx] };
    expect(saveTransactionsRequestSchema.safeParse(save).success).toBe(true);
    expect(saveTransactionsRequestSchema.safeParse({ ...save, transactions: [] }).success).toBe(false);
    expect(saveTransactionsRequestSchema.safeParse({ ...save, baseVersion: -1 }).success).toBe(false);
  });

  it("refuses a coordinate or size beyond the editor's range wherever an operation carries one, naming it", () => {
    const far = MAX_COORDINATE * 10;
    const image = { id: 'i', url: '/x.png', bounds: { x: 0, y: 0, width: 10, height: 10 } };
    const stroke = { points: [{ x: 0, y: 0 }], strokeWidth: 1, strokeColor: '#000' };
    const cases: [unknown, (string | number)[]][] = [
      [{ type: 'node.add', node: { ...node, position: { x: 1.797e308, y: 0 } } }, ['node', 'position', 'x']],
      [
        { type: 'node.update', id: node.data.id, from: node, to: { ...node, position: { x: 0, y: -far } } },
        ['to', 'position', 'y'],
      ],
      [
        {
          type: 'node.update',
          id: node.data.id,
          from: node,
          to: { ...node, data: { ...node.data, dimensions: { width: far, height: 1 } } },
        },
        ['to', 'data', 'dimensions', 'width'],
      ],
      [
        { type: 'image.add', image: { ...image, bounds: { ...image.bounds, x: far } }, index: 0 },
        ['image', 'bounds', 'x'],
      ],
      [
        {
          type: 'image.update',
          id: 'i',
          from: image,
          to: { ...image, bounds: { ...image.bounds, width: far } },
        },
        ['to', 'bounds', 'width'],
      ],
      [
        { type: 'drawing.update', to: { paths: [{ ...stroke, points: [{ x: 0, y: far }] }], texts: [] } },
        ['to', 'paths', 0, 'points', 0, 'y'],
      ],
      [
        {
          type: 'drawing.update',
          to: { paths: [], texts: [{ x: far, y: 0, text: 't', fontSize: 9, color: '#000' }] },
        },
        ['to', 'texts', 0, 'x'],
      ],
      [{ type: 'canvas.update', key: 'center', to: { x: far, y: 0 } }, ['to', 'x']],
      [{ type: 'document.update', key: 'canvas', to: { center: { x: 0, y: -far } } }, ['to', 'center', 'y']],
    ];
    for (const [op, path] of cases) {
      const result = operationSchema.safeParse(op);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual(path);
      expect(result.error?.issues[0].message).toMatch(/the editor's range is ±1,000,000,000/);
    }
    // At the edge of the range exactly, accepted.
    const edge = { type: 'node.add', node: { ...node, position: { x: MAX_COORDINATE, y: -MAX_COORDINATE } } };
    expect(operationSchema.safeParse(edge).success).toBe(true);
  });
});

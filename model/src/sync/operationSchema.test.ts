import { createNode } from '../defaults/createNode';
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
});

import type { Operation, OperationOf } from './operation';

/**
 * The operation that undoes `op`, given that `op` was applied. Adds and removes swap (keeping the recorded
 * `orderIndex` / `index`, so the z-order and image layers come back exactly), updates swap `from` and `to`.
 * A `node.remove` without `orderIndex` inverts to an add at the end of the z-order.
 */
export function invertOperation(op: Operation): Operation {
  switch (op.type) {
    case 'node.add':
      return withOrderIndex({ type: 'node.remove', node: op.node }, op.orderIndex);
    case 'node.remove':
      return withOrderIndex({ type: 'node.add', node: op.node }, op.orderIndex);
    case 'node.update':
      return { type: 'node.update', id: op.id, from: op.to, to: op.from };
    case 'edge.add':
      return { type: 'edge.remove', edge: op.edge };
    case 'edge.remove':
      return { type: 'edge.add', edge: op.edge };
    case 'edge.update':
      return { type: 'edge.update', id: op.id, from: op.to, to: op.from };
    case 'image.add':
      return { type: 'image.remove', image: op.image, index: op.index };
    case 'image.remove':
      return { type: 'image.add', image: op.image, index: op.index };
    case 'image.update':
      return { type: 'image.update', id: op.id, from: op.to, to: op.from };
    case 'order.move':
      return { type: 'order.move', id: op.id, from: op.to, to: op.from };
    case 'canvas.update':
    case 'settings.update':
    case 'document.update':
      return swapKeyed(op);
    case 'drawing.update':
      return swapped<OperationOf<'drawing.update'>>({ type: 'drawing.update' }, op.to, op.from);
  }
}

function withOrderIndex<T extends Operation & { orderIndex?: number }>(
  op: T,
  orderIndex: number | undefined,
): T {
  return orderIndex === undefined ? op : { ...op, orderIndex };
}

function swapKeyed<T extends Extract<Operation, { key: string }>>(op: T): T {
  return swapped({ type: op.type, key: op.key } as T, op.to, op.from);
}

/** Sets `from` and `to` leaving out undefined ones, so the inverse serialises like the original. */
function swapped<T extends { from?: unknown; to?: unknown }>(base: T, from: unknown, to: unknown): T {
  const out: T = { ...base };
  if (from !== undefined) out.from = from as T['from'];
  if (to !== undefined) out.to = to as T['to'];
  return out;
}

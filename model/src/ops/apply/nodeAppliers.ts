import type { OperationOf } from '../operation';
import type { MapData } from '../../state/mapData';

// Each applier either changes `data` completely and returns undefined, or returns why the operation does not fit
// the state without having changed anything.

export function applyNodeAdd(data: MapData, op: OperationOf<'node.add'>): string | undefined {
  const id = op.node.data.id;
  if (data.nodes.has(id)) return `node "${id}" already exists`;
  const index = op.orderIndex ?? data.order.length;
  if (!isIndex(index, data.order.length)) return `orderIndex ${index} is outside 0..${data.order.length}`;
  data.nodes.set(id, op.node);
  if (index === data.order.length) data.order.push(id);
  else data.order.splice(index, 0, id);
  return undefined;
}

export function applyNodeRemove(data: MapData, op: OperationOf<'node.remove'>): string | undefined {
  const id = op.node.data.id;
  if (!data.nodes.has(id)) return `node "${id}" does not exist`;
  const degree = data.adjacency.degree(id);
  if (degree > 0) return `node "${id}" still has ${degree} edge end(s); remove its edges first`;
  let index = op.orderIndex;
  if (index === undefined) index = data.order.lastIndexOf(id);
  else if (data.order[index] !== id) return `orderIndex ${index} does not hold node "${id}"`;
  data.nodes.delete(id);
  if (index === data.order.length - 1) data.order.pop();
  else data.order.splice(index, 1);
  return undefined;
}

export function applyNodeUpdate(data: MapData, op: OperationOf<'node.update'>): string | undefined {
  if (!data.nodes.has(op.id)) return `node "${op.id}" does not exist`;
  if (op.to.data.id !== op.id) return `node.update cannot change the id "${op.id}" to "${op.to.data.id}"`;
  data.nodes.set(op.id, op.to);
  return undefined;
}

/** True when `index` is an integer in 0..max (inclusive). */
export function isIndex(index: number, max: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= max;
}

import type { OperationOf } from '../operation';
import type { MapData } from '../../state/mapData';
import type { MapEdge } from '../../schema/edge';

export function applyEdgeAdd(data: MapData, op: OperationOf<'edge.add'>): string | undefined {
  const id = op.edge.data.id;
  if (data.edges.has(id)) return `edge "${id}" already exists`;
  const missing = missingEnd(data, op.edge);
  if (missing) return missing;
  data.edges.set(id, op.edge);
  data.adjacency.add(op.edge);
  return undefined;
}

export function applyEdgeRemove(data: MapData, op: OperationOf<'edge.remove'>): string | undefined {
  const id = op.edge.data.id;
  const current = data.edges.get(id);
  if (!current) return `edge "${id}" does not exist`;
  data.edges.delete(id);
  data.adjacency.remove(current);
  return undefined;
}

export function applyEdgeUpdate(data: MapData, op: OperationOf<'edge.update'>): string | undefined {
  const current = data.edges.get(op.id);
  if (!current) return `edge "${op.id}" does not exist`;
  if (op.to.data.id !== op.id) return `edge.update cannot change the id "${op.id}" to "${op.to.data.id}"`;
  const missing = missingEnd(data, op.to);
  if (missing) return missing;
  if (current.data.source !== op.to.data.source || current.data.target !== op.to.data.target) {
    data.adjacency.remove(current);
    data.adjacency.add(op.to);
    // Moved to the end of the edge list, as the index lists it under its new ends: children come in edge order
    // (`siblingOrder.ts`), and an index built later from the list (after a reload, or lazily in another session)
    // must list it where this one does.
    data.edges.delete(op.id);
  }
  data.edges.set(op.id, op.to);
  return undefined;
}

function missingEnd(data: MapData, edge: MapEdge): string | undefined {
  const { id, source, target } = edge.data;
  if (!data.nodes.has(source)) return `edge "${id}" has a missing source node "${source}"`;
  if (!data.nodes.has(target)) return `edge "${id}" has a missing target node "${target}"`;
  return undefined;
}

import type { EdgeData, MapEdge } from '../../schema/edge';
import type { Operation } from '../operation';
import type { MapState } from '../../state/MapState';
import { withKey } from '../apply/withKey';
import { jsonEqual } from './jsonEqual';

/** Adds `edge`; [] when an edge with its id exists or one of its nodes is missing. */
export function addEdgeOps(state: MapState, edge: MapEdge): Operation[] {
  const { id, source, target } = edge.data;
  if (state.edges.has(id) || !state.nodes.has(source) || !state.nodes.has(target)) return [];
  return [{ type: 'edge.add', edge }];
}

/**
 * An `edge.update` applying `patch` to edge `id` (a key set to undefined is removed; a blank label removes the
 * label, spec §5); [] when the edge is missing or nothing would change.
 */
export function updateEdgeOps(state: MapState, id: string, patch: Partial<EdgeData>): Operation[] {
  const from = state.getEdge(id);
  if (!from) return [];
  let data = from.data;
  for (const [key, raw] of Object.entries(patch)) {
    const value = key === 'label' && typeof raw === 'string' && raw.trim() === '' ? undefined : raw;
    if (key !== 'id' && !jsonEqual(value, data[key])) data = withKey(data, key, value);
  }
  return data === from.data ? [] : [{ type: 'edge.update', id, from, to: { ...from, data } }];
}

/** Removes edges; unknown ids are skipped. */
export function removeEdgesOps(state: MapState, edgeIds: Iterable<string>): Operation[] {
  const ops: Operation[] = [];
  for (const id of new Set(edgeIds)) {
    const edge = state.getEdge(id);
    if (edge) ops.push({ type: 'edge.remove', edge });
  }
  return ops;
}

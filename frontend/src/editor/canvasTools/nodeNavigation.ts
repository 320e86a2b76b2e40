import type { MapState } from '@mapa/model';

/**
 * Previous/next node of the bottom tool bar: the neighbour of `current` in document order among shown nodes,
 * wrapping around; the first (or last) node when nothing is current. Null for a map without shown nodes.
 */
export function neighbourInOrder(state: MapState, current: string | null, step: 1 | -1): string | null {
  const ids = [...state.nodes.values()].filter((n) => n.data.visibility !== 'hidden').map((n) => n.data.id);
  if (ids.length === 0) return null;
  const at = current ? ids.indexOf(current) : -1;
  if (at < 0) return step === 1 ? ids[0] : ids[ids.length - 1];
  return ids[(at + step + ids.length) % ids.length];
}

import type { Operation } from '../operation';
import type { MapState } from '../../state/MapState';
import { ensureCanvasOps } from './documentOps';

/** Bring to front: moves the node to the end of `nodesOrder` (spec §4.4); [] when it is there or missing. */
export function bringToFrontOps(state: MapState, id: string): Operation[] {
  return moveInOrder(state, id, state.nodesOrder().length - 1);
}

/** Send to back: moves the node to the start of `nodesOrder` (spec §4.4); [] when it is there or missing. */
export function sendToBackOps(state: MapState, id: string): Operation[] {
  return moveInOrder(state, id, 0);
}

function moveInOrder(state: MapState, id: string, to: number): Operation[] {
  const from = state.nodesOrder().indexOf(id);
  if (from < 0 || from === to) return [];
  return [...ensureCanvasOps(state), { type: 'order.move', id, from, to }];
}

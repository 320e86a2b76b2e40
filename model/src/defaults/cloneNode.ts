import type { MapNode } from '../schema/node';
import { CLONE_OFFSET } from './constants';
import { newId } from './newId';

/** A deep copy of `node` with a new id, offset by {@link CLONE_OFFSET} on both axes (spec §4.4). */
export function cloneNode(node: MapNode, id: string = newId()): MapNode {
  // Records are JSON by contract, so a JSON round trip is a faithful deep copy.
  const copy = JSON.parse(JSON.stringify(node)) as MapNode;
  return {
    ...copy,
    position: { ...copy.position, x: node.position.x + CLONE_OFFSET, y: node.position.y + CLONE_OFFSET },
    data: { ...copy.data, id },
  };
}

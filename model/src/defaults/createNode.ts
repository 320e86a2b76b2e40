import type { MapNode } from '../schema/node';
import type { Settings } from '../schema/settings';
import type { Point } from '../schema/enums';
import { newId } from './newId';

/** What `createNode` needs: where the node goes, and optionally the map settings, a label and an id. */
export interface CreateNodeInput {
  position: Point;
  settings?: Settings | null;
  label?: string;
  id?: string;
}

/**
 * A node as "Add node" makes it: type 'default', its label, and no style of its own, so it takes the look of its
 * place in the map's theme (issue 34) and `settings.default*` over it, when they are set, as every node does at
 * resolution (`resolveNodeStyle`). `settings.defaultImage` gives the node that image; its address is copied only
 * when it is a data URL (the demo map's), a stored image's signed address is resolved again for each node.
 */
export function createNode({ position, settings, label, id }: CreateNodeInput): MapNode {
  const s: Settings = settings ?? {};
  return {
    position: { x: position.x, y: position.y },
    locked: false,
    data: {
      id: id ?? newId(),
      label: label ?? '',
      type: 'default',
      ...defaultImage(s),
    },
  };
}

function defaultImage(s: Settings): Pick<MapNode['data'], 'image' | 'imageURL'> {
  if (!s.defaultImage) return {};
  const local = s.defaultImageURL?.startsWith('data:') ? s.defaultImageURL : undefined;
  return local ? { image: s.defaultImage, imageURL: local } : { image: s.defaultImage };
}

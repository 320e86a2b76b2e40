import type { MapNode } from '../schema/node';
import type { Settings } from '../schema/settings';
import type { Point } from '../schema/enums';
import { NEW_NODE_COLORS, NEW_NODE_SIZE, NODE_STYLE_DEFAULTS } from './constants';
import { newId } from './newId';

/** What `createNode` needs: where the node goes, and optionally the map settings, a label and an id. */
export interface CreateNodeInput {
  position: Point;
  settings?: Settings | null;
  label?: string;
  id?: string;
}

/**
 * A node as "Add node" makes it (DESIGN §7): type 'default', 250×100, background #F2F4F8 with a thin #222 border,
 * black text of size 22, round-rectangle; each `settings.default*` that is set overrides its default. The text
 * position is stored only when the settings give one: otherwise the style rules place it (centre, or bottom once
 * the node has an image, spec §9). `settings.defaultImage` gives the node that image; its address is copied only
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
      shape: s.defaultNodeShape ?? NODE_STYLE_DEFAULTS.shape,
      dimensions: {
        width: s.defaultNodeDimensions?.width ?? NEW_NODE_SIZE.width,
        height: s.defaultNodeDimensions?.height ?? NEW_NODE_SIZE.height,
      },
      backgroundColor: s.defaultNodeColor ?? NEW_NODE_COLORS.backgroundColor,
      borderColor: s.defaultBorderColor ?? NEW_NODE_COLORS.borderColor,
      textColor: s.defaultTextColor ?? NODE_STYLE_DEFAULTS.textColor,
      textSize: s.defaultTextSize ?? NODE_STYLE_DEFAULTS.textSize,
      ...(s.defaultTextPosition ? { textPosition: s.defaultTextPosition } : {}),
      ...defaultImage(s),
    },
  };
}

function defaultImage(s: Settings): Pick<MapNode['data'], 'image' | 'imageURL'> {
  if (!s.defaultImage) return {};
  const local = s.defaultImageURL?.startsWith('data:') ? s.defaultImageURL : undefined;
  return local ? { image: s.defaultImage, imageURL: local } : { image: s.defaultImage };
}

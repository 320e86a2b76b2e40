import type { MapEdge } from '../schema/edge';
import type { Settings } from '../schema/settings';
import { EDGE_STYLE_DEFAULTS } from './constants';
import { newId } from './newId';

/** What `createEdge` needs: the two node ids, and optionally the map settings and an id. */
export interface CreateEdgeInput {
  source: string;
  target: string;
  settings?: Settings | null;
  id?: string;
}

/**
 * An edge as connecting two nodes makes it (DESIGN §7): #999999, bezier, one-way, width 2, text #000000 size 30
 * on #ffffff; each `settings.defaultEdge*` that is set overrides its default.
 */
export function createEdge({ source, target, settings, id }: CreateEdgeInput): MapEdge {
  const s: Settings = settings ?? {};
  return {
    data: {
      id: id ?? newId(),
      source,
      target,
      color: s.defaultEdgeColor ?? EDGE_STYLE_DEFAULTS.color,
      shape: s.defaultEdgeShape ?? EDGE_STYLE_DEFAULTS.curve,
      direction: s.defaultEdgeDirection ?? EDGE_STYLE_DEFAULTS.direction,
      width: s.defaultEdgeWidth ?? EDGE_STYLE_DEFAULTS.width,
      textColor: s.defaultEdgeTextColor ?? EDGE_STYLE_DEFAULTS.textColor,
      textSize: s.defaultEdgeTextSize ?? EDGE_STYLE_DEFAULTS.textSize,
      textBackgroundColor: s.defaultEdgeTextBackgroundColor ?? EDGE_STYLE_DEFAULTS.textBackgroundColor,
    },
  };
}

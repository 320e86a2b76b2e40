import type { MapEdge } from '../schema/edge';
import type { Settings } from '../schema/settings';
import type { EdgeCurve, EdgeDirection } from '../schema/enums';
import { EDGE_STYLE_DEFAULTS } from './constants';

/** Everything needed to draw an edge, every field filled. */
export interface ResolvedEdgeStyle {
  curve: EdgeCurve;
  color: string;
  width: number;
  direction: EdgeDirection;
  /** The label to show; '' when the edge has none (an empty or blank label counts as none, spec §5). */
  label: string;
  textColor: string;
  textSize: number;
  textBackgroundColor: string;
}

/** Resolves an edge's look: the edge's own value wins, then `settings.defaultEdge*`, then {@link EDGE_STYLE_DEFAULTS}. */
export function resolveEdgeStyle(edge: MapEdge, settings?: Settings | null): ResolvedEdgeStyle {
  const d = edge.data;
  const s: Settings = settings ?? {};
  return {
    curve: d.shape ?? s.defaultEdgeShape ?? EDGE_STYLE_DEFAULTS.curve,
    color: d.color ?? s.defaultEdgeColor ?? EDGE_STYLE_DEFAULTS.color,
    width: d.width ?? s.defaultEdgeWidth ?? EDGE_STYLE_DEFAULTS.width,
    direction: d.direction ?? s.defaultEdgeDirection ?? EDGE_STYLE_DEFAULTS.direction,
    label: d.label?.trim() ? d.label : '',
    textColor: d.textColor ?? s.defaultEdgeTextColor ?? EDGE_STYLE_DEFAULTS.textColor,
    textSize: d.textSize ?? s.defaultEdgeTextSize ?? EDGE_STYLE_DEFAULTS.textSize,
    textBackgroundColor:
      d.textBackgroundColor ?? s.defaultEdgeTextBackgroundColor ?? EDGE_STYLE_DEFAULTS.textBackgroundColor,
  };
}

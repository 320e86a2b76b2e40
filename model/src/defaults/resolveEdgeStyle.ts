import type { MapEdge } from '../schema/edge';
import type { Settings } from '../schema/settings';
import type { EdgeCurve, EdgeDirection } from '../schema/enums';
import type { EdgePlace } from '../theme/themeTypes';
import type { BranchAxis } from '../geometry/edgeControls';
import { themeOf } from '../theme/themeRegistry';
import { presentEdge } from '../theme/templatePresentation';

/** Everything needed to draw an edge, every field filled. */
export interface ResolvedEdgeStyle {
  curve: EdgeCurve;
  color: string;
  /** Width where the edge leaves its source. */
  width: number;
  /** Width where it reaches its target: less than `width` for a tree branch that tapers. */
  endWidth: number;
  direction: EdgeDirection;
  /** True for a tree branch (the edge from a node's first parent to it), false for a relationship. */
  hierarchy: boolean;
  /**
   * How the edge meets its nodes (see `edgeControls`): a tree branch by the axis its template grows the tree
   * along ('auto' without one), a relationship (null) on the line between their centres.
   */
  axis: BranchAxis;
  /** The label to show; '' when the edge has none (an empty or blank label counts as none, spec §5). */
  label: string;
  textColor: string;
  textSize: number;
  textBackgroundColor: string;
}

/**
 * Resolves an edge's look (issue 34): the template's presentation (the org chart's square connectors), then the
 * edge's own value, then `settings.defaultEdge*`, then the map's theme for the edge's place (a tree branch in its
 * branch's colour, tapering, without arrow heads; any other edge a relationship; an edge without a place is one).
 * An edge given its own width keeps it along its length.
 */
export function resolveEdgeStyle(
  edge: MapEdge,
  settings?: Settings | null,
  place?: EdgePlace | null,
): ResolvedEdgeStyle {
  const d = edge.data;
  const s: Settings = settings ?? {};
  const look = themeOf(settings).edge(place);
  const shown = place ? presentEdge(s.templateEngine, place) : null;
  const ownWidth = d.width ?? s.defaultEdgeWidth;
  return {
    curve: shown?.curve ?? d.shape ?? s.defaultEdgeShape ?? look.curve,
    color: d.color ?? s.defaultEdgeColor ?? look.color,
    width: ownWidth ?? look.width,
    endWidth: ownWidth ?? look.endWidth,
    direction: d.direction ?? s.defaultEdgeDirection ?? look.direction,
    hierarchy: place?.hierarchy ?? false,
    axis: place?.hierarchy ? (shown?.axis ?? 'auto') : null,
    label: d.label?.trim() ? d.label : '',
    textColor: d.textColor ?? s.defaultEdgeTextColor ?? look.textColor,
    textSize: d.textSize ?? s.defaultEdgeTextSize ?? look.textSize,
    textBackgroundColor:
      d.textBackgroundColor ?? s.defaultEdgeTextBackgroundColor ?? look.textBackgroundColor,
  };
}

import {
  createEdge,
  createNode,
  resolveEdgeStyle,
  resolveNodeStyle,
  type ResolvedEdgeStyle,
  type ResolvedNodeStyle,
  type Settings,
} from '@mapa/model';
import type { NodeStylePatch } from '../appearance/NodeStyleFields';

/** How a node made now looks: "Add node" under these settings, resolved. */
export function defaultNodeStyle(settings: Settings | null): ResolvedNodeStyle {
  return resolveNodeStyle(createNode({ position: { x: 0, y: 0 }, settings }), settings);
}

/** How an edge made now looks. */
export function defaultEdgeStyle(settings: Settings | null): ResolvedEdgeStyle {
  return resolveEdgeStyle(createEdge({ source: 'a', target: 'b', settings }), settings);
}

/** The `settings.default*` keys an appearance editor change writes (spec §3.5). */
export function nodeDefaultsPatch(patch: NodeStylePatch): Partial<Settings> {
  const keys: Record<keyof NodeStylePatch, keyof Settings> = {
    shape: 'defaultNodeShape',
    backgroundColor: 'defaultNodeColor',
    borderColor: 'defaultBorderColor',
    textColor: 'defaultTextColor',
    textBackgroundColor: 'defaultTextBackgroundColor',
    textPosition: 'defaultTextPosition',
    textSize: 'defaultTextSize',
  };
  const out: Partial<Settings> = {};
  for (const [field, value] of Object.entries(patch) as [keyof NodeStylePatch, unknown][]) {
    if (value !== undefined) out[keys[field]] = value;
  }
  return out;
}

/** The edge fields the Default Edge Appearance changes (a branch's taper and place come from the theme). */
export type EdgeDefaultsField = Exclude<keyof ResolvedEdgeStyle, 'label' | 'endWidth' | 'hierarchy' | 'axis'>;

/** The `settings.defaultEdge*` key of each edge field (spec §3.5). */
export const EDGE_DEFAULT_KEYS: Record<EdgeDefaultsField, keyof Settings> = {
  color: 'defaultEdgeColor',
  curve: 'defaultEdgeShape',
  direction: 'defaultEdgeDirection',
  width: 'defaultEdgeWidth',
  textColor: 'defaultEdgeTextColor',
  textBackgroundColor: 'defaultEdgeTextBackgroundColor',
  textSize: 'defaultEdgeTextSize',
};

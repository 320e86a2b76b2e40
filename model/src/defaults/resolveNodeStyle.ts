import type { MapNode } from '../schema/node';
import type { Settings } from '../schema/settings';
import type { BackgroundFit, NodeShape, TextPosition } from '../schema/enums';
import { NODE_STYLE_DEFAULTS, PLACEHOLDER_LABEL } from './constants';

/** Everything needed to draw a node, every field filled. */
export interface ResolvedNodeStyle {
  width: number;
  height: number;
  shape: NodeShape;
  backgroundColor: string;
  borderColor: string;
  borderWidth: number;
  textColor: string;
  textSize: number;
  textPosition: TextPosition;
  textBackgroundColor: string;
  backgroundFit: BackgroundFit;
  /** The label to show: the node's, or {@link PLACEHOLDER_LABEL} when it is empty. */
  label: string;
  /** True when `label` is the placeholder (drawn dimmed, never saved). */
  isPlaceholder: boolean;
  /** The resolved image address, or null when the node shows no image (yet). */
  imageURL: string | null;
}

/**
 * Resolves a node's look: the node's own value wins, then `settings.default*`, then {@link NODE_STYLE_DEFAULTS}.
 * The text sits at the bottom by default when the node has an image.
 */
export function resolveNodeStyle(node: MapNode, settings?: Settings | null): ResolvedNodeStyle {
  const d = node.data;
  const s: Settings = settings ?? {};
  const hasImage = Boolean(d.image || d.imageURL);
  const label = d.label?.trim() ? d.label : '';
  return {
    width: nodeWidth(node, s),
    height: nodeHeight(node, s),
    shape: d.shape ?? s.defaultNodeShape ?? NODE_STYLE_DEFAULTS.shape,
    backgroundColor: d.backgroundColor ?? s.defaultNodeColor ?? NODE_STYLE_DEFAULTS.backgroundColor,
    borderColor: d.borderColor ?? s.defaultBorderColor ?? NODE_STYLE_DEFAULTS.borderColor,
    borderWidth: NODE_STYLE_DEFAULTS.borderWidth,
    textColor: d.textColor ?? s.defaultTextColor ?? NODE_STYLE_DEFAULTS.textColor,
    textSize: d.textSize ?? s.defaultTextSize ?? NODE_STYLE_DEFAULTS.textSize,
    textPosition:
      d.textPosition ??
      s.defaultTextPosition ??
      (hasImage ? NODE_STYLE_DEFAULTS.imageTextPosition : NODE_STYLE_DEFAULTS.textPosition),
    textBackgroundColor:
      d.textBackgroundColor ?? s.defaultTextBackgroundColor ?? NODE_STYLE_DEFAULTS.textBackgroundColor,
    backgroundFit: d.backgroundFit ?? NODE_STYLE_DEFAULTS.backgroundFit,
    label: label || PLACEHOLDER_LABEL,
    isPlaceholder: !label,
    imageURL: d.imageURL || null,
  };
}

/** The node's width as {@link resolveNodeStyle} resolves it, without the rest of its style. */
export function nodeWidth(node: MapNode, settings?: Settings | null): number {
  return node.data.dimensions?.width ?? settings?.defaultNodeDimensions?.width ?? NODE_STYLE_DEFAULTS.width;
}

/** The node's height as {@link resolveNodeStyle} resolves it, without the rest of its style. */
export function nodeHeight(node: MapNode, settings?: Settings | null): number {
  return (
    node.data.dimensions?.height ?? settings?.defaultNodeDimensions?.height ?? NODE_STYLE_DEFAULTS.height
  );
}

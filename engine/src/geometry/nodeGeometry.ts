import type { MapNode, ResolvedNodeStyle } from '@mapa/model';
import type { Box } from './Box';

/** The resolved look of a node (every field filled), as `@mapa/model` computes it. */
export type NodeStyle = ResolvedNodeStyle;

/** Gap between a node's shape and a label placed outside it, in graph units. */
export const LABEL_GAP = 6;
/** Rough advance width of a glyph relative to the font size, for bounds estimates before text is laid out. */
const GLYPH_WIDTH = 0.6;

/** The box of the node's shape: `position` is the centre (spec §3.2, Cytoscape convention). */
export function nodeShapeBox(node: MapNode, style: NodeStyle, out: Box): Box {
  out.minX = node.position.x - style.width / 2;
  out.maxX = node.position.x + style.width / 2;
  out.minY = node.position.y - style.height / 2;
  out.maxY = node.position.y + style.height / 2;
  return out;
}

/** Widest a label outside its node may grow before it wraps. */
export function outsideLabelWrapWidth(style: NodeStyle): number {
  return Math.max(style.width, 240);
}

/**
 * The box a node may paint into: its shape plus a generous estimate of a label placed outside it. Used for
 * culling, so a label sticking out of a node does not pop in late; hit-testing uses the exact shape instead.
 */
export function nodeVisualBox(node: MapNode, style: NodeStyle, out: Box): Box {
  nodeShapeBox(node, style, out);
  if (style.textPosition === 'center' || !style.label) return out;
  const lineHeight = style.textSize * 1.3;
  const textWidth = Math.min(style.label.length * style.textSize * GLYPH_WIDTH, outsideLabelWrapWidth(style));
  const lines =
    Math.ceil((style.label.length * style.textSize * GLYPH_WIDTH) / outsideLabelWrapWidth(style)) + 1;
  const textHeight = lines * lineHeight;
  const cx = node.position.x;
  const cy = node.position.y;
  switch (style.textPosition) {
    case 'top':
      out.minY -= LABEL_GAP + textHeight;
      out.minX = Math.min(out.minX, cx - textWidth / 2);
      out.maxX = Math.max(out.maxX, cx + textWidth / 2);
      break;
    case 'bottom':
      out.maxY += LABEL_GAP + textHeight;
      out.minX = Math.min(out.minX, cx - textWidth / 2);
      out.maxX = Math.max(out.maxX, cx + textWidth / 2);
      break;
    case 'left':
      out.minX -= LABEL_GAP + textWidth;
      out.minY = Math.min(out.minY, cy - textHeight / 2);
      out.maxY = Math.max(out.maxY, cy + textHeight / 2);
      break;
    case 'right':
      out.maxX += LABEL_GAP + textWidth;
      out.minY = Math.min(out.minY, cy - textHeight / 2);
      out.maxY = Math.max(out.maxY, cy + textHeight / 2);
      break;
  }
  return out;
}

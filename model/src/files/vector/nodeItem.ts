import type { MapNode } from '../../schema/node';
import type { ResolvedNodeStyle } from '../../defaults/resolveNodeStyle';
import type { ScenePrimitive } from './scenePrimitives';
import { BOX_PADDING, LABEL_GAP, opaque, paint, round, textLines, type SceneItem } from './sceneText';
import { LINE_HEIGHT, textWidth, wrapText } from './wrapText';
import { markerImageUrl } from '../../markers/markerImage';

/** Most lines a label is drawn on; the last is cut with '…'. */
const MAX_LINES = 12;

/** The picture a node shows: its resolved address, else its stored image's name (read from the map's assets). */
export function nodeImageSource(node: MapNode, style: ResolvedNodeStyle): string | null {
  return style.imageURL ?? (node.data.image || null);
}

/** The pictures of a node's markers the drawings read (emoji are left out: the exports' fonts have none). */
export function nodeMarkerSources(node: MapNode): string[] {
  return (node.data.markers ?? []).map(markerImageUrl).filter((src) => !src.startsWith('data:'));
}

/**
 * A node as the canvas draws it: its shape in the theme's fill and border (none when the border is 0 wide), its
 * picture inside its box (contained or covering, as `backgroundFit` says), and its label: wrapped as the canvas
 * wraps it (inside the node a little narrower than it, outside up to 240 units), in the weight of its role, in a
 * box when it has a background colour, with a halo when it sits outside its node, over its picture or on a clear
 * node. The placeholder an empty node shows on screen is never drawn.
 */
export function nodeItem(node: MapNode, style: ResolvedNodeStyle, outline: number[]): SceneItem {
  const { x, y } = node.position;
  const hw = style.width / 2;
  const hh = style.height / 2;
  const src = nodeImageSource(node, style);
  const inside = style.textPosition === 'center';
  const face = { weight: style.fontWeight };
  // Its markers (issue 36) in a row just before the label, the label and the row centred together.
  const markers = nodeMarkerSources(node);
  const size = Math.round(style.textSize * 1.3);
  const advance = markers.length * size * 1.2;
  const wrap = (inside ? Math.max(20, style.width - 12) : Math.max(style.width, 240)) - advance;
  const lines = style.isPlaceholder ? [] : wrapText(style.label, style.textSize, wrap, MAX_LINES, face);
  const blockW = Math.max(0, ...lines.map((l) => textWidth(l, style.textSize, face)));
  const blockH = lines.length * style.textSize * LINE_HEIGHT;
  let tx = x;
  let top = y - blockH / 2;
  let anchor: 'start' | 'middle' | 'end' = 'middle';
  if (style.textPosition === 'top') top = y - hh - LABEL_GAP - blockH;
  else if (style.textPosition === 'bottom') top = y + hh + LABEL_GAP;
  else if (style.textPosition === 'left') {
    tx = x - hw - LABEL_GAP;
    anchor = 'end';
  } else if (style.textPosition === 'right') {
    tx = x + hw + LABEL_GAP + advance;
    anchor = 'start';
  }
  if (anchor === 'middle') tx += advance / 2;
  const lx0 = anchor === 'middle' ? tx - blockW / 2 : anchor === 'end' ? tx - blockW : tx;
  const rowY = lines.length ? top + blockH / 2 : y;
  const boxed = opaque(style.textBackgroundColor);
  // On its own filled node a label reads without one; anywhere else it sits over lines or a picture.
  const onFill = inside && src === null && opaque(style.backgroundColor);
  const halo = boxed || onFill ? null : style.haloColor;
  const pad = boxed ? BOX_PADDING : halo ? 2 : 0;
  return {
    x0: Math.min(x - hw, lx0 - pad - advance),
    y0: Math.min(y - hh, top - pad),
    x1: Math.max(x + hw, lx0 + blockW + pad),
    y1: Math.max(y + hh, top + blockH + pad),
    make: () => {
      const out: ScenePrimitive[] = [];
      const fill = paint(style.backgroundColor);
      const border = style.borderWidth > 0 ? paint(style.borderColor) : null;
      if (fill || border)
        out.push({
          kind: 'polygon',
          points: outline.map((v, i) => round(v + (i % 2 === 0 ? x : y))),
          fill,
          stroke: border,
          strokeWidth: border ? style.borderWidth : 0,
        });
      if (src)
        out.push({
          kind: 'image',
          x: x - hw,
          y: y - hh,
          width: style.width,
          height: style.height,
          src,
          fit: style.backgroundFit === 'cover' ? 'cover' : 'contain',
        });
      markers.forEach((marker, i) =>
        out.push({
          kind: 'image',
          x: round(lx0 - advance + i * size * 1.2),
          y: round(rowY - size / 2),
          width: size,
          height: size,
          src: marker,
          fit: 'contain',
        }),
      );
      if (!lines.length) return out;
      const bg = boxed ? paint(style.textBackgroundColor) : null;
      if (bg)
        out.push({
          kind: 'rect',
          x: lx0 - BOX_PADDING,
          y: top - BOX_PADDING,
          width: blockW + 2 * BOX_PADDING,
          height: blockH + 2 * BOX_PADDING,
          fill: bg,
          radius: 0,
        });
      out.push(
        textLines(lines, tx, top, anchor, {
          size: style.textSize,
          color: style.textColor,
          weight: style.fontWeight,
          halo,
        }),
      );
      return out;
    },
  };
}

import type { MapNode } from '@mapa/model';
import { LABEL_GAP, outsideLabelWrapWidth, type NodeStyle } from './nodeGeometry';

/** Space between two markers, and between the markers and the label, relative to a marker's size. */
const GAP = 0.2;

/** Where a node's markers are drawn: a row of `count` squares of `size`, the first's left edge at `x`, centred on `y`. */
export interface MarkerRow {
  x: number;
  y: number;
  size: number;
  count: number;
  /** Width of the row and the gap after it: how far the label moves over. */
  advance: number;
}

/** Graph units between the centres of two markers of a row. */
export const markerPitch = (row: MarkerRow): number => row.size * (1 + GAP);

/**
 * The row of a node's markers (issue 36), before its label: at the start of the label's box, the label centred in
 * what is left (see `nodeLabelSpec`). Inside the node at its left; below, above or beside it where the label is. A
 * marker is a little taller than the label's text. Null without markers.
 */
export function markerRow(node: MapNode, style: NodeStyle): MarkerRow | null {
  const count = node.data.markers?.length ?? 0;
  if (!count) return null;
  const size = Math.round(style.textSize * 1.3);
  const advance = count * size * (1 + GAP);
  const { x, y } = node.position;
  const hw = style.width / 2;
  const hh = style.height / 2;
  const inside = Math.max(20, style.width - 12);
  const outside = outsideLabelWrapWidth(style);
  const row = (left: number, middle: number): MarkerRow => ({ x: left, y: middle, size, count, advance });
  switch (style.textPosition) {
    case 'top':
      return row(x - outside / 2, y - hh - LABEL_GAP - size / 2);
    case 'bottom':
      return row(x - outside / 2, y + hh + LABEL_GAP + size / 2);
    case 'right':
      return row(x + hw + LABEL_GAP, y);
    case 'left':
      return row(x - hw - LABEL_GAP - outside, y);
    default:
      return row(x - inside / 2, y);
  }
}

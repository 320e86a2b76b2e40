import { parseColor } from '../../geometry/parseColor';
import { stripUnsafeChars } from '../../text/unsafeChars';
import type { Paint, ScenePrimitive } from './scenePrimitives';
import { BASELINE, LINE_HEIGHT } from './wrapText';

/** Gap between a node and a label outside it (the canvas's LABEL_GAP). */
export const LABEL_GAP = 6;
/** Room between a label's letters and the edge of its background box (the canvas's BOX_PADDING). */
export const BOX_PADDING = 3;
/**
 * Width of a halo's outline: 2 units on each side of the letters, the canvas's 2 px halo at 100 %, so a label
 * over a line or a picture keeps its letters whole.
 */
export const HALO_WIDTH = 4;

/** Something the scene draws: its box (graph units, for tiles) and how to make its primitives when asked. */
export interface SceneItem {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  make: () => ScenePrimitive[];
}

/** A colour string as a paint, or null when fully transparent. */
export function paint(color: string | undefined, fallback = '#000000'): Paint | null {
  const parsed = parseColor(color, parseColor(fallback));
  if (parsed.alpha <= 0) return null;
  return { color: `#${parsed.rgb.toString(16).padStart(6, '0')}`, opacity: parsed.alpha };
}

/** True when the colour paints something (not absent, not transparent). */
export function opaque(color: string | null | undefined): boolean {
  return color != null && parseColor(color, { rgb: 0, alpha: 0 }).alpha > 0;
}

export function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/**
 * A line as it is drawn: without the characters the map's text rule drops (a map stored before they were cleaned
 * at save still holds them), a tab as a space and no carriage return (a line of a CRLF label ends in one). PDF
 * would draw each of them as a box.
 */
export function drawnLine(line: string): string {
  return stripUnsafeChars(line).replace(/\t/g, ' ').replace(/\r/g, '');
}

/** How a block of lines is drawn. */
export interface TextLook {
  size: number;
  color: string;
  weight: 400 | 600 | 700;
  italic?: boolean;
  /** The halo's colour, or null for none. */
  halo: string | null;
}

/** Lines of text whose block's top edge is `top`; `x` is the anchor. Lines are laid out as the canvas lays them. */
export function textLines(
  lines: string[],
  x: number,
  top: number,
  anchor: 'start' | 'middle' | 'end',
  look: TextLook,
): ScenePrimitive {
  const fill = paint(look.color) ?? { color: '#000000', opacity: 1 };
  const halo = look.halo ? paint(look.halo) : null;
  return {
    kind: 'text',
    x,
    y: top + look.size * BASELINE,
    lines: lines.map(drawnLine),
    size: look.size,
    lineHeight: look.size * LINE_HEIGHT,
    anchor,
    fill,
    weight: look.weight,
    italic: look.italic,
    halo: halo ? { paint: halo, width: HALO_WIDTH } : null,
  };
}

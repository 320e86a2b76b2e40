import { type MapEdge, type MapNode, type NodeRole, type Settings, parseColor } from '@mapa/model';
import type { NodeStyle } from '../../geometry/nodeGeometry';
import { LABEL_GAP, outsideLabelWrapWidth } from '../../geometry/nodeGeometry';
import { markerRow } from '../../geometry/markerRow';
import type { EdgeStyle } from '../../scene/MapScene';
import type { LabelSpec } from './LabelLayer';
import { FADE_FULL_PX, fitScale, labelMinPx } from './labelSemantics';

const PLACEHOLDER_COLOR = '#9e9e9e';

const opaque = (css: string | null | undefined): boolean => parseColor(css, { rgb: 0, alpha: 0 }).alpha > 0;

/** True when the node's label sits in the middle of its own shape (no image pushing it out, not the placeholder). */
function centred(style: NodeStyle): boolean {
  return style.textPosition === 'center' && style.imageURL === null && !style.isPlaceholder;
}

/** Width of the narrowest glyphs (i, l, a period) relative to the font size: no text is narrower per grapheme. */
export const NARROWEST_GLYPH = 0.2;

/**
 * The most the label of a node may grow inside its own box (see `fitScale`), known before laying it out: an upper
 * bound from one line of its text at the narrowest glyphs. 0 when it does not grow to fit its box (outside its
 * node, or the placeholder).
 */
export function fitBound(style: NodeStyle): number {
  if (!centred(style)) return 0;
  const w = Math.min(style.label.length * style.textSize * NARROWEST_GLYPH, Math.max(20, style.width - 12));
  return fitScale(w, style.textSize, style.width, style.height);
}

/**
 * Where and how a node's label goes: centred inside, or just outside the shape on the `textPosition` side, in the
 * weight of its role. Zoomed out, a central or main topic's label keeps its least size (semantic zoom); in the
 * middle of a filled node it then grows on a plate of the node's fill and border, so it still reads as the
 * node's and its colour, chosen for that fill, still reads. Any other label in the middle of its node grows
 * towards a readable size as far as its box holds it. A label outside its node, over its image or on a clear
 * node sits over lines: it gets a halo in the canvas colour (or, where that is too near the text's, in black or
 * white); one on a fill or a background box of its own needs none. `grows`: false where no label keeps a least
 * size (see MAX_GROWING in SceneLabels).
 */
export function nodeLabelSpec(
  node: MapNode,
  style: NodeStyle,
  role: NodeRole | null,
  grows = true,
): LabelSpec {
  const { x, y } = node.position;
  const hw = style.width / 2;
  const hh = style.height / 2;
  const background = style.isPlaceholder ? 'transparent' : style.textBackgroundColor;
  const boxed = opaque(background);
  const filled = style.imageURL === null && opaque(style.backgroundColor);
  const inside = style.textPosition === 'center' && filled;
  const least = grows ? labelMinPx(role, style.textSize, style.isPlaceholder) : 0;
  const fits = least === 0 && centred(style);
  const color = style.isPlaceholder ? PLACEHOLDER_COLOR : style.textColor;
  const spec: LabelSpec = {
    text: style.label,
    italic: style.isPlaceholder,
    weight: style.isPlaceholder ? 400 : style.fontWeight,
    size: style.textSize,
    color,
    background,
    halo: boxed || inside ? '' : contrastingHalo(style.haloColor, color),
    minPx: fits ? Math.min(FADE_FULL_PX, style.textSize) : least,
    fit: fits ? { width: style.width, height: style.height } : null,
    plate:
      least > 0 && inside && !boxed
        ? {
            fill: style.backgroundColor,
            border: style.borderColor,
            borderWidth: style.borderWidth,
            width: style.width,
            height: style.height,
          }
        : null,
    x,
    y,
    anchorX: 0.5,
    anchorY: 0.5,
    wrapWidth: Math.max(20, style.width - 12),
  };
  const wrap = outsideLabelWrapWidth(style);
  return besideMarkers(node, style, placed(spec, style.textPosition, x, y, hw, hh, wrap));
}

function placed(
  spec: LabelSpec,
  position: NodeStyle['textPosition'],
  x: number,
  y: number,
  hw: number,
  hh: number,
  wrap: number,
): LabelSpec {
  switch (position) {
    case 'top':
      return { ...spec, y: y - hh - LABEL_GAP, anchorY: 1, wrapWidth: wrap };
    case 'bottom':
      return { ...spec, y: y + hh + LABEL_GAP, anchorY: 0, wrapWidth: wrap };
    case 'left':
      return { ...spec, x: x - hw - LABEL_GAP, anchorX: 1, wrapWidth: wrap };
    case 'right':
      return { ...spec, x: x + hw + LABEL_GAP, anchorX: 0, wrapWidth: wrap };
    default:
      return spec;
  }
}

/**
 * The label moved over for the node's markers (`markerRow`, drawn at the start of the label's box): centred in
 * what is left of its box, that much narrower (a label beside its node starts after them; one left of its node
 * keeps its place, the markers before its box).
 */
function besideMarkers(node: MapNode, style: NodeStyle, spec: LabelSpec): LabelSpec {
  const row = markerRow(node, style);
  // A label grown on a plate of its node (zoomed out) takes its plate along: off the node's middle by half the
  // row, which is then too small to read.
  if (!row || style.textPosition === 'left') return spec;
  if (style.textPosition === 'right') return { ...spec, x: spec.x + row.advance };
  const fit = spec.fit && { ...spec.fit, width: Math.max(20, spec.fit.width - row.advance) };
  return {
    ...spec,
    x: spec.x + row.advance / 2,
    wrapWidth: Math.max(20, spec.wrapWidth - row.advance),
    fit,
  };
}

/**
 * A main topic's label moved off its node, its middle at (x, y) (see `spotAlongBranch`): the same text and size
 * as `home` (its label at the node), centred there on a plate of the node's border (its branch's colour) and of
 * the fill its text colour was chosen for (the node's when the label sat inside it, else the halo's, the canvas
 * colour), so it still reads as that branch's name away from its node.
 */
export function awayLabelSpec(home: LabelSpec, style: NodeStyle, x: number, y: number): LabelSpec {
  const fill =
    home.plate?.fill ??
    (opaque(home.halo) ? home.halo : opaque(home.background) ? home.background : style.haloColor);
  return {
    ...home,
    halo: '',
    fit: null,
    plate: { fill, border: style.borderColor, borderWidth: style.borderWidth, width: 0, height: 0 },
    x,
    y,
    anchorX: 0.5,
    anchorY: 0.5,
  };
}

/**
 * An edge's label at `at`, the middle of its path: in a box of its background colour when the edge (or the map's
 * settings) asks for one, else with a halo in the canvas colour shown (`canvas`), so the line it sits on never
 * cuts its letters.
 */
export function edgeLabelSpec(
  at: { x: number; y: number },
  style: EdgeStyle,
  edge: MapEdge | undefined,
  settings: Settings | null | undefined,
  canvas: string,
): LabelSpec {
  const own = edge?.data.textBackgroundColor ?? settings?.defaultEdgeTextBackgroundColor;
  const boxed = opaque(own);
  return {
    text: style.label ?? '',
    italic: false,
    weight: 400,
    size: style.textSize,
    color: style.textColor,
    background: boxed ? style.textBackgroundColor : 'transparent',
    halo: boxed ? '' : contrastingHalo(canvas, style.textColor),
    minPx: 0,
    fit: null,
    plate: null,
    x: at.x,
    y: at.y,
    anchorX: 0.5,
    anchorY: 0.5,
    wrapWidth: 0,
  };
}

const luma = (css: string): number => {
  const { rgb } = parseColor(css, { rgb: 0, alpha: 0 });
  return (0.299 * ((rgb >> 16) & 255) + 0.587 * ((rgb >> 8) & 255) + 0.114 * (rgb & 255)) / 255;
};

/**
 * `halo` when it stands apart from the text's colour, else black or white, whichever is further from it: a halo
 * of the text's own lightness would only thicken its letters (light text on a light canvas with its own colour).
 */
export function contrastingHalo(halo: string, text: string): string {
  if (!opaque(halo)) return halo;
  const t = luma(text);
  if (Math.abs(luma(halo) - t) >= 0.35) return halo;
  return t > 0.5 ? '#000000' : '#ffffff';
}

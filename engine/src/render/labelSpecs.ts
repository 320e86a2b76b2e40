import { themeOf, type MapEdge, type MapNode, type NodeRole, type Settings } from '@mapa/model';
import type { NodeStyle } from '../geometry/nodeGeometry';
import { LABEL_GAP, outsideLabelWrapWidth } from '../geometry/nodeGeometry';
import type { EdgeStyle } from '../scene/MapScene';
import { parseColor } from './color';
import type { LabelSpec } from './LabelLayer';
import { labelMinPx } from './labelSemantics';

const PLACEHOLDER_COLOR = '#9e9e9e';

const opaque = (css: string | null | undefined): boolean => parseColor(css, { rgb: 0, alpha: 0 }).alpha > 0;

/**
 * Where and how a node's label goes: centred inside, or just outside the shape on the `textPosition` side, in the
 * weight of its role. A label outside its node, over its image or on a clear node sits over lines: it gets a
 * halo in the canvas colour at every size; one inside a filled node only once it grows past its size (semantic
 * zoom), in the node's fill. A label with a background box of its own needs none. `grows`: false where no
 * label keeps a least size (see MAX_GROWING in SceneLabels).
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
  // Text on its own filled node: grown past the node (zoomed out), it keeps the fill around its letters, so the
  // colour chosen to read on that fill still reads over the canvas.
  const inside = style.textPosition === 'center' && style.imageURL === null && opaque(style.backgroundColor);
  const spec: LabelSpec = {
    text: style.label,
    italic: style.isPlaceholder,
    weight: style.isPlaceholder ? 400 : style.fontWeight,
    size: style.textSize,
    color: style.isPlaceholder ? PLACEHOLDER_COLOR : style.textColor,
    background,
    halo: boxed ? '' : inside ? style.backgroundColor : style.haloColor,
    haloAlways: !inside,
    minPx: grows ? labelMinPx(role, style.textSize, style.isPlaceholder) : 0,
    x,
    y,
    anchorX: 0.5,
    anchorY: 0.5,
    wrapWidth: Math.max(20, style.width - 12),
  };
  const wrap = outsideLabelWrapWidth(style);
  switch (style.textPosition) {
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
 * An edge's label at `at`, the middle of its path: in a box of its background colour when the edge (or the map's
 * settings) asks for one, else with a halo in the canvas colour, so the line it sits on never cuts its letters.
 */
export function edgeLabelSpec(
  at: { x: number; y: number },
  style: EdgeStyle,
  edge: MapEdge | undefined,
  settings: Settings | null | undefined,
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
    halo: boxed ? '' : themeOf(settings).definition.halo,
    haloAlways: true,
    minPx: 0,
    x: at.x,
    y: at.y,
    anchorX: 0.5,
    anchorY: 0.5,
    wrapWidth: 0,
  };
}

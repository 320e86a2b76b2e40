import type { MapNode } from '@mapa/model';
import type { NodeStyle } from '../geometry/nodeGeometry';
import { LABEL_GAP, outsideLabelWrapWidth } from '../geometry/nodeGeometry';
import type { EdgeStyle } from '../scene/MapScene';
import type { LabelSpec } from './LabelLayer';

const PLACEHOLDER_COLOR = '#9e9e9e';

/** Where and how a node's label goes: centred inside, or just outside the shape on the `textPosition` side. */
export function nodeLabelSpec(node: MapNode, style: NodeStyle): LabelSpec {
  const { x, y } = node.position;
  const hw = style.width / 2;
  const hh = style.height / 2;
  const spec: LabelSpec = {
    text: style.label,
    italic: style.isPlaceholder,
    size: style.textSize,
    color: style.isPlaceholder ? PLACEHOLDER_COLOR : style.textColor,
    background: style.isPlaceholder ? 'transparent' : style.textBackgroundColor,
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

/** An edge's label at `at`, the middle of its path. */
export function edgeLabelSpec(at: { x: number; y: number }, style: EdgeStyle): LabelSpec {
  return {
    text: style.label ?? '',
    italic: false,
    size: style.textSize,
    color: style.textColor,
    background: style.textBackgroundColor,
    x: at.x,
    y: at.y,
    anchorX: 0.5,
    anchorY: 0.5,
    wrapWidth: 0,
  };
}

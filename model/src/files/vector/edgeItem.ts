import type { MapEdge } from '../../schema/edge';
import type { Settings } from '../../schema/settings';
import type { ResolvedEdgeStyle } from '../../defaults/resolveEdgeStyle';
import { arrowCount, edgeControls, type EdgeEnd } from '../../geometry/edgeControls';
import type { ScenePrimitive } from './scenePrimitives';
import { arrowHead, edgePathData, pathMidpoint, pathPoints, taperedOutline, trimEnd } from './edgePath';
import { BOX_PADDING, opaque, paint, textLines, type SceneItem } from './sceneText';
import { LINE_HEIGHT, textWidth } from './wrapText';

/**
 * An edge as the canvas draws it: a tree branch tapering from its width at the parent to its end width at the
 * child (a filled outline with round ends), any other edge a stroke of one width; arrow heads where its direction
 * asks, the line ending under them; its label half way along, in a box of its background colour when the edge
 * (or the map's settings) gives one, else with a halo in the canvas colour it is drawn on.
 */
export function edgeItem(
  edge: MapEdge,
  style: ResolvedEdgeStyle,
  s: EdgeEnd,
  t: EdgeEnd,
  settings: Settings | null | undefined,
  halo: string,
): SceneItem | null {
  const stroke = paint(style.color, '#999999');
  if (!stroke) return null;
  const ctrl = new Float64Array(8);
  const kind = edgeControls(s, t, style.curve, ctrl, 0, style.axis);
  const points = pathPoints(kind, ctrl);
  const lines = style.label ? style.label.split('\n') : [];
  const labelW = Math.max(0, ...lines.map((l) => textWidth(l, style.textSize)));
  const labelH = lines.length * style.textSize * LINE_HEIGHT;
  const reach = Math.max(style.width, style.endWidth) * 4 + 20 + Math.max(labelW, labelH) / 2;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    x0 = Math.min(x0, points[i]);
    x1 = Math.max(x1, points[i]);
    y0 = Math.min(y0, points[i + 1]);
    y1 = Math.max(y1, points[i + 1]);
  }
  return {
    x0: x0 - reach,
    y0: y0 - reach,
    x1: x1 + reach,
    y1: y1 + reach,
    make: () => {
      const heads: ScenePrimitive[] = [];
      const arrows = arrowCount(style.direction);
      const trimmed = Float64Array.from(ctrl);
      // The head at the target is sized for the width the line has there; the one at the source for its start.
      const ends: ['end' | 'start', number][] = [];
      if (arrows >= 1) ends.push(['end', style.endWidth]);
      if (arrows === 2) ends.push(['start', style.width]);
      for (const [at, width] of ends) {
        const { head, trim, dx, dy } = arrowHead(points, at, width, stroke);
        heads.push(head);
        trimEnd(kind, trimmed, at, trim, dx, dy);
      }
      const out: ScenePrimitive[] = [
        style.endWidth !== style.width
          ? {
              kind: 'polygon',
              points: taperedOutline(kind, trimmed, style.width, style.endWidth),
              fill: stroke,
              stroke: null,
              strokeWidth: 0,
            }
          : { kind: 'path', d: edgePathData(kind, trimmed), stroke, strokeWidth: style.width },
        ...heads,
      ];
      if (lines.length) out.push(...edgeLabel(edge, style, points, lines, labelW, labelH, settings, halo));
      return out;
    },
  };
}

function edgeLabel(
  edge: MapEdge,
  style: ResolvedEdgeStyle,
  points: number[],
  lines: string[],
  w: number,
  h: number,
  settings: Settings | null | undefined,
  halo: string,
): ScenePrimitive[] {
  const mid = pathMidpoint(points);
  const top = mid.y - h / 2;
  // A box only when the edge or the settings ask for one (the theme's own edge text has none, but a halo).
  const boxed = opaque(edge.data.textBackgroundColor ?? settings?.defaultEdgeTextBackgroundColor);
  const out: ScenePrimitive[] = [];
  const bg = boxed ? paint(style.textBackgroundColor) : null;
  if (bg)
    out.push({
      kind: 'rect',
      x: mid.x - w / 2 - BOX_PADDING,
      y: top - BOX_PADDING,
      width: w + 2 * BOX_PADDING,
      height: h + 2 * BOX_PADDING,
      fill: bg,
      radius: 0,
    });
  out.push(
    textLines(lines, mid.x, top, 'middle', {
      size: style.textSize,
      color: style.textColor,
      weight: 400,
      halo: boxed ? null : halo,
    }),
  );
  return out;
}

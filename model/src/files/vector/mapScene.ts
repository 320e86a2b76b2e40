import type { MapDocument } from '../../schema/document';
import type { MapNode } from '../../schema/node';
import { resolveNodeStyle, type ResolvedNodeStyle } from '../../defaults/resolveNodeStyle';
import { resolveEdgeStyle } from '../../defaults/resolveEdgeStyle';
import { shapePolygon } from '../../geometry/shapePolygon';
import { MapState } from '../../state/MapState';
import { MapPlaces } from '../../theme/MapPlaces';
import { themeOf } from '../../theme/themeRegistry';
import { parseColor } from '../../geometry/parseColor';
import { arrowCount, edgeControls, type EdgeEnd } from '../../geometry/edgeControls';
import type { MapScene, Paint, ScenePrimitive } from './scenePrimitives';
import { textWidth, wrapText } from './wrapText';
import { arrowHead, edgePathData, edgeMidpoint, taperedOutline } from './edgePath';
import { BoxGrid } from './boxGrid';
import { stripUnsafeChars } from '../../text/unsafeChars';

/** Gap around the drawing, and between a node and a label outside it (the canvas's LABEL_GAP). */
const PADDING = 40;
const LABEL_GAP = 6;
const LINE_HEIGHT = 1.25;

/** A colour string as a paint, or null when fully transparent. */
export function paint(color: string | undefined, fallback = '#000000'): Paint | null {
  const parsed = parseColor(color, parseColor(fallback));
  if (parsed.alpha <= 0) return null;
  return { color: `#${parsed.rgb.toString(16).padStart(6, '0')}`, opacity: parsed.alpha };
}

interface Item {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  make: () => ScenePrimitive[];
}

/**
 * The whole map as vector primitives: edges (curves as the canvas draws them, arrow heads, labels), then nodes
 * back to front (shape, fill, border, wrapped label), then drawings and text annotations. Hidden nodes and their
 * edges are left out; with `entities`, only those nodes and the edges between them. Primitives are made when
 * asked for, so a big map's drawing is streamed, not held.
 */
export function mapScene(doc: MapDocument, options: { entities?: readonly string[] } = {}): MapScene {
  const keep = options.entities?.length ? new Set(options.entities) : null;
  // Styled by the theme as the canvas styles them: by each node's place in the map.
  const places = MapPlaces.of(MapState.fromDocument(doc));
  const nodes = new Map<string, { node: MapNode; style: ResolvedNodeStyle; outline: number[] }>();
  for (const node of doc.nodes) {
    if (node.data.visibility === 'hidden' || (keep && !keep.has(node.data.id))) continue;
    const style = resolveNodeStyle(node, doc.settings, places.node(node.data.id));
    nodes.set(node.data.id, { node, style, outline: shapePolygon(style.shape, style.width, style.height) });
  }
  const items: Item[] = [];
  for (const edge of doc.edges) {
    const s = nodes.get(edge.data.source);
    const t = nodes.get(edge.data.target);
    if (!s || !t) continue;
    const style = resolveEdgeStyle(edge, doc.settings, places.edge(edge));
    const ctrl = new Float64Array(8);
    const a: EdgeEnd = { x: s.node.position.x, y: s.node.position.y, outline: s.outline };
    const b: EdgeEnd = { x: t.node.position.x, y: t.node.position.y, outline: t.outline };
    const kind = edgeControls(a, b, style.curve, ctrl, 0, style.axis);
    const xs = kind === 'line' ? [ctrl[0], ctrl[2]] : [ctrl[0], ctrl[2], ctrl[4], ctrl[6]];
    const ys = kind === 'line' ? [ctrl[1], ctrl[3]] : [ctrl[1], ctrl[3], ctrl[5], ctrl[7]];
    const reach =
      Math.max(style.width, style.endWidth) * 4 +
      20 +
      (style.label ? textWidth(style.label, style.textSize) / 2 : 0);
    items.push({
      x0: Math.min(...xs) - reach,
      y0: Math.min(...ys) - reach,
      x1: Math.max(...xs) + reach,
      y1: Math.max(...ys) + reach,
      make: () => {
        const stroke = paint(style.color, '#999999');
        if (!stroke) return [];
        // A tree branch tapers from its parent to its child (a filled outline); other edges keep one width.
        const out: ScenePrimitive[] = [
          style.endWidth !== style.width
            ? {
                kind: 'polygon',
                points: taperedOutline(kind, ctrl, style.width, style.endWidth),
                fill: stroke,
                stroke: null,
                strokeWidth: 0,
              }
            : { kind: 'path', d: edgePathData(kind, ctrl), stroke, strokeWidth: style.width },
        ];
        const arrows = arrowCount(style.direction);
        if (arrows >= 1) out.push(arrowHead(kind, ctrl, 'end', style.endWidth, stroke));
        if (arrows === 2) out.push(arrowHead(kind, ctrl, 'start', style.width, stroke));
        if (style.label) {
          const mid = edgeMidpoint(kind, ctrl);
          const lines = wrapText(style.label, style.textSize, 300);
          const w = Math.max(...lines.map((l) => textWidth(l, style.textSize))) + 8;
          const h = lines.length * style.textSize * LINE_HEIGHT;
          const bg = paint(style.textBackgroundColor, '#ffffff');
          if (bg)
            out.push({ kind: 'rect', x: mid.x - w / 2, y: mid.y - h / 2, width: w, height: h, fill: bg });
          out.push(textLines(lines, mid.x, mid.y - h / 2, style.textSize, 'middle', style.textColor));
        }
        return out;
      },
    });
  }
  for (const { node, style, outline } of nodes.values()) items.push(nodeItem(node, style, outline));
  for (const path of doc.canvas?.drawingData?.paths ?? []) {
    if (path.points.length < 2) continue;
    const xs = path.points.map((p) => p.x);
    const ys = path.points.map((p) => p.y);
    const stroke = paint(path.strokeColor);
    if (!stroke) continue;
    const d = path.points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join('');
    items.push({
      x0: Math.min(...xs) - path.strokeWidth,
      y0: Math.min(...ys) - path.strokeWidth,
      x1: Math.max(...xs) + path.strokeWidth,
      y1: Math.max(...ys) + path.strokeWidth,
      make: () => [{ kind: 'path', d, stroke, strokeWidth: path.strokeWidth }],
    });
  }
  for (const text of doc.canvas?.drawingData?.texts ?? []) {
    const lines = text.text.split('\n');
    const w = Math.max(...lines.map((l) => textWidth(l, text.fontSize)));
    items.push({
      x0: text.x,
      y0: text.y,
      x1: text.x + w,
      y1: text.y + lines.length * text.fontSize * LINE_HEIGHT,
      make: () => [textLines(lines, text.x, text.y, text.fontSize, 'start', text.color)],
    });
  }
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const it of items) {
    x0 = Math.min(x0, it.x0);
    y0 = Math.min(y0, it.y0);
    x1 = Math.max(x1, it.x1);
    y1 = Math.max(y1, it.y1);
  }
  if (!items.length) x0 = y0 = x1 = y1 = 0;
  const minX = x0 - PADDING;
  const minY = y0 - PADDING;
  const width = x1 - x0 + 2 * PADDING;
  const height = y1 - y0 + 2 * PADDING;
  // Built on the first tile asked for: a whole-map export (SVG) never needs it.
  let grid: BoxGrid | null = null;
  return {
    minX,
    minY,
    width,
    height,
    // The canvas colour, else the theme's, as on screen.
    background: paint(doc.canvas?.backgroundColor ?? themeOf(doc.settings).background, '#ffffff') ?? {
      color: '#ffffff',
      opacity: 1,
    },
    primitives: function* () {
      for (const it of items) yield* it.make();
    },
    primitivesIn: function* (qx0, qy0, qx1, qy1) {
      grid ??= new BoxGrid(items, minX, minY, width, height);
      for (const i of grid.query(qx0, qy0, qx1, qy1)) yield* items[i].make();
    },
  };
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/**
 * A line as it is drawn: without the characters the map's text rule drops (a map stored before they were cleaned
 * at save still holds them), a tab as a space and no carriage return (a line of a CRLF label ends in one). PDF
 * would draw each of them as a box.
 */
function drawnLine(line: string): string {
  return stripUnsafeChars(line).replace(/\t/g, ' ').replace(/\r/g, '');
}

/** Lines of text whose block's top edge is `top`; `x` is the anchor. */
function textLines(
  lines: string[],
  x: number,
  top: number,
  size: number,
  anchor: 'start' | 'middle' | 'end',
  color: string,
  italic = false,
): ScenePrimitive {
  const fill = paint(color) ?? { color: '#000000', opacity: 1 };
  // The first baseline sits about 0.8 em below the line's top (Arial's ascent within a 1.25 line).
  return {
    kind: 'text',
    x,
    y: top + size * 0.95,
    lines: lines.map(drawnLine),
    size,
    lineHeight: size * LINE_HEIGHT,
    anchor,
    fill,
    italic,
  };
}

function nodeItem(node: MapNode, style: ResolvedNodeStyle, outline: number[]): Item {
  const { x, y } = node.position;
  const hw = style.width / 2;
  const hh = style.height / 2;
  const inside = style.textPosition === 'center';
  const wrap = inside ? Math.max(20, style.width - 16) : Math.max(style.width, 240);
  const lines = wrapText(
    style.label,
    style.textSize,
    wrap,
    inside ? Math.max(1, Math.floor((style.height - 8) / (style.textSize * LINE_HEIGHT))) : 12,
  );
  const blockW = Math.max(...lines.map((l) => textWidth(l, style.textSize)));
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
    tx = x + hw + LABEL_GAP;
    anchor = 'start';
  }
  const lx0 = anchor === 'middle' ? tx - blockW / 2 : anchor === 'end' ? tx - blockW : tx;
  return {
    x0: Math.min(x - hw, lx0),
    y0: Math.min(y - hh, top),
    x1: Math.max(x + hw, lx0 + blockW),
    y1: Math.max(y + hh, top + blockH),
    make: () => {
      const points = outline.map((v, i) => round(v + (i % 2 === 0 ? x : y)));
      const out: ScenePrimitive[] = [
        {
          kind: 'polygon',
          points,
          fill: paint(style.backgroundColor),
          stroke: paint(style.borderColor),
          strokeWidth: style.borderWidth,
        },
      ];
      const bg = paint(style.textBackgroundColor);
      if (bg && lines.join(''))
        out.push({ kind: 'rect', x: lx0 - 4, y: top, width: blockW + 8, height: blockH, fill: bg });
      const color = style.isPlaceholder ? '#9e9e9e' : style.textColor;
      out.push(textLines(lines, tx, top, style.textSize, anchor, color, style.isPlaceholder));
      return out;
    },
  };
}

import type { MapDocument } from '../../schema/document';
import type { MapNode } from '../../schema/node';
import { resolveNodeStyle, type ResolvedNodeStyle } from '../../defaults/resolveNodeStyle';
import { resolveEdgeStyle } from '../../defaults/resolveEdgeStyle';
import { shapePolygon } from '../../geometry/shapePolygon';
import { MapState } from '../../state/MapState';
import { MapPlaces } from '../../theme/MapPlaces';
import { canvasColorOf, themeOf } from '../../theme/themeRegistry';
import type { MapScene, ScenePrimitive } from './scenePrimitives';
import { LINE_HEIGHT, textWidth } from './wrapText';
import { BoxGrid } from './boxGrid';
import { paint, round, textLines, type SceneItem } from './sceneText';
import { edgeItem } from './edgeItem';
import { nodeImageSource, nodeItem, nodeMarkerSources } from './nodeItem';
import { supportImageItems } from './supportImages';
import { collapseBadgeItem } from './collapseBadge';

export { paint } from './sceneText';

/** Gap around the drawing. */
const PADDING = 40;

/**
 * The whole map as vector primitives, drawn as the canvas draws it in the map's theme: background images and
 * videos, edges (tapering branches, relationships, arrow heads, labels), then nodes back to front (shape, fill,
 * border, picture, wrapped label, the badge of a collapsed node), then drawings and text annotations, on the
 * canvas colour or the theme's background. Hidden nodes and their edges are left out; with `entities`, only those
 * nodes and the edges between them (no background images). Primitives are made when asked for, so a big map's
 * drawing is streamed, not held; `imageSources` lists the pictures the writers need read.
 */
export function mapScene(doc: MapDocument, options: { entities?: readonly string[] } = {}): MapScene {
  const keep = options.entities?.length ? new Set(options.entities) : null;
  // Styled by the theme as the canvas styles them: by each node's place in the map.
  const state = MapState.fromDocument(doc);
  const places = MapPlaces.of(state);
  const theme = themeOf(doc.settings);
  // Labels outside their nodes and every halo are made for the canvas colour the drawing is on.
  const canvasColor = canvasColorOf(doc.canvas, doc.settings);
  const sources = new Set<string>();
  const nodes = new Map<string, { node: MapNode; style: ResolvedNodeStyle; outline: number[] }>();
  for (const node of doc.nodes) {
    if (node.data.visibility === 'hidden' || (keep && !keep.has(node.data.id))) continue;
    const style = resolveNodeStyle(node, doc.settings, places.node(node.data.id), { canvasColor });
    nodes.set(node.data.id, { node, style, outline: shapePolygon(style.shape, style.width, style.height) });
  }
  const items: SceneItem[] = keep
    ? []
    : supportImageItems(doc.canvas?.backgroundImages ?? [], theme, sources, canvasColor);
  for (const edge of doc.edges) {
    const s = nodes.get(edge.data.source);
    const t = nodes.get(edge.data.target);
    if (!s || !t) continue;
    const style = resolveEdgeStyle(edge, doc.settings, places.edge(edge));
    const a = { x: s.node.position.x, y: s.node.position.y, outline: s.outline };
    const b = { x: t.node.position.x, y: t.node.position.y, outline: t.outline };
    const item = edgeItem(edge, style, a, b, doc.settings, canvasColor);
    if (item) items.push(item);
  }
  for (const { node, style, outline } of nodes.values()) {
    items.push(nodeItem(node, style, outline));
    const src = nodeImageSource(node, style);
    if (src) sources.add(src);
    for (const marker of nodeMarkerSources(node)) sources.add(marker);
    const badge = node.data.collapsed === true ? collapseBadgeItem(state, node, style) : null;
    if (badge) items.push(badge);
  }
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
    const look = { size: text.fontSize, color: text.color, weight: 400 as const, halo: null };
    items.push({
      x0: text.x,
      y0: text.y,
      x1: text.x + w,
      y1: text.y + lines.length * text.fontSize * LINE_HEIGHT,
      make: (): ScenePrimitive[] => [textLines(lines, text.x, text.y, 'start', look)],
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
    background: paint(canvasColor, '#ffffff') ?? {
      color: '#ffffff',
      opacity: 1,
    },
    imageSources: [...sources],
    primitives: function* () {
      for (const it of items) yield* it.make();
    },
    primitivesIn: function* (qx0, qy0, qx1, qy1) {
      grid ??= new BoxGrid(items, minX, minY, width, height);
      for (const i of grid.query(qx0, qy0, qx1, qy1)) yield* items[i].make();
    },
  };
}

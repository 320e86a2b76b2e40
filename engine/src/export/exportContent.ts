import type { DrawingData, DrawingPath, DrawingText, SupportImage } from '@mapa/model';
import type { MapScene } from '../scene/MapScene';
import { emptyBox, intersects, isEmpty, union, type Box } from '../geometry/Box';
import { imageBox, isShownImage } from '../tools/image/supportImages';

/** Room around the exported content, in graph units. */
export const EXPORT_PADDING = 24;

/** Size of a text annotation as drawn (graph units); the browser measures it with the drawing layer's style. */
export type MeasureText = (text: DrawingText) => { width: number; height: number };

/** What an image export draws and the graph box it shows. */
export interface ExportContent {
  /** The box to export, padded by EXPORT_PADDING. */
  bounds: Box;
  /** The drawings to draw (all, or those touching the selection); null when there are none. */
  drawing: DrawingData | null;
  /** The shown background images and videos to draw, in layer order. */
  images: SupportImage[];
}

/** The box a stroke covers: its points grown by half the stroke width. */
export function pathBox(path: DrawingPath): Box {
  const out = emptyBox();
  for (const p of path.points) {
    if (p.x < out.minX) out.minX = p.x;
    if (p.y < out.minY) out.minY = p.y;
    if (p.x > out.maxX) out.maxX = p.x;
    if (p.y > out.maxY) out.maxY = p.y;
  }
  const half = path.strokeWidth / 2;
  out.minX -= half;
  out.minY -= half;
  out.maxX += half;
  out.maxY += half;
  return out;
}

/** The box a text annotation covers: (x, y) is its top-left corner (as the drawing layer places it). */
export function textBox(text: DrawingText, measure: MeasureText): Box {
  const { width, height } = measure(text);
  return { minX: text.x, minY: text.y, maxX: text.x + width, maxY: text.y + height };
}

/** The graph box of the selected (or, with `selection` null, all) nodes and edges, labels included; unpadded. */
function graphBox(
  scene: MapScene,
  selection: { nodes: Iterable<string>; edges: Iterable<string> } | null,
): Box {
  const out = emptyBox();
  if (selection) {
    for (const id of selection.nodes) {
      const b = scene.nodeIndex.get(id);
      if (b) union(out, b);
    }
    for (const id of selection.edges) {
      const b = scene.edgeIndex.get(id);
      if (b) union(out, b);
    }
  } else {
    scene.nodeIndex.forEach((_, b) => union(out, b));
    scene.edgeIndex.forEach((_, b) => union(out, b));
  }
  return out;
}

/**
 * What to export and where. The full canvas: every node, edge, drawing stroke, text annotation and shown
 * background image or video, all inside the bounds. A selection export is the selection's box: the strokes and
 * annotations touching that box are drawn whole and grow the bounds (a circle drawn around a node stays whole), the
 * background images touching it are drawn but cropped to the bounds (a backdrop is usually far larger than a
 * selection, and would otherwise turn the export into the whole canvas). Null when there is nothing to draw.
 */
export function exportContent(
  scene: MapScene,
  selection: { nodes: Iterable<string>; edges: Iterable<string> } | null,
  measure: MeasureText,
): ExportContent | null {
  const canvas = scene.state?.canvas;
  const bounds = graphBox(scene, selection);
  const base = { ...bounds };
  if (selection && isEmpty(base)) return null;
  const keep = (b: Box): boolean => !selection || intersects(b, base);

  const paths: DrawingPath[] = [];
  for (const path of canvas?.drawingData?.paths ?? []) {
    if (path.points.length === 0) continue;
    const b = pathBox(path);
    if (!keep(b)) continue;
    paths.push(path);
    union(bounds, b);
  }
  const texts: DrawingText[] = [];
  for (const text of canvas?.drawingData?.texts ?? []) {
    if (text.text.trim() === '') continue;
    const b = textBox(text, measure);
    if (!keep(b)) continue;
    texts.push(text);
    union(bounds, b);
  }
  const images: SupportImage[] = [];
  for (const image of canvas?.backgroundImages ?? []) {
    if (!isShownImage(image)) continue;
    const { x, y, width, height } = imageBox(image);
    const b = { minX: x, minY: y, maxX: x + width, maxY: y + height };
    if (width <= 0 || height <= 0 || !keep(b)) continue;
    images.push(image);
    if (!selection) union(bounds, b);
  }

  if (isEmpty(bounds)) return null;
  bounds.minX -= EXPORT_PADDING;
  bounds.minY -= EXPORT_PADDING;
  bounds.maxX += EXPORT_PADDING;
  bounds.maxY += EXPORT_PADDING;
  const drawing = paths.length + texts.length > 0 ? { paths, texts } : null;
  return { bounds, drawing, images };
}

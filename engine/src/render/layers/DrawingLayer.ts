import { CanvasTextMetrics, Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { DrawingData, DrawingText } from '@mapa/model';
import type { ToolOverlay } from '../../tools/ToolContext';
import { parseColor } from '@mapa/model';

const BLACK = { rgb: 0x000000, alpha: 1 };
const ERASER_COLOR = 0x868e96;
const TEXT_FONT = 'Inter, system-ui, sans-serif';
const measureStyle = new TextStyle({ fontFamily: TEXT_FONT });

/**
 * The size of a text annotation as this layer draws it (graph units, top-left at its x, y): the image export uses
 * it to fit annotations into the exported box.
 */
export function measureDrawingText(annotation: DrawingText): { width: number; height: number } {
  measureStyle.fontSize = annotation.fontSize;
  const m = CanvasTextMetrics.measureText(annotation.text, measureStyle);
  return { width: m.width, height: m.height };
}

/**
 * Free-hand drawings and text annotations (spec §3.4 `drawingData`, graph coordinates), above nodes and labels
 * and below the selection overlay; also the live stroke or erase preview and the eraser's circle. Redraws only
 * when the drawings record, the preview or the zoom changed: records are immutable, so identity says it all.
 */
export class DrawingLayer {
  readonly root = new Container();
  private readonly strokes = new Graphics();
  private readonly eraser = new Graphics();
  private readonly texts = new Container();
  private readonly textPool: Text[] = [];
  private shown: DrawingData | null | undefined = undefined;
  private eraserKey = '';

  constructor() {
    this.root.addChild(this.strokes, this.texts, this.eraser);
  }

  /** Frees the strokes and texts (an export draws its own layer once, then drops it). */
  destroy(): void {
    for (const text of this.textPool) text.destroy();
    this.textPool.length = 0;
    this.root.destroy({ children: true });
  }

  /** Draws `stored` (or the tool's preview) and the eraser circle. */
  update(stored: DrawingData | undefined, overlay: ToolOverlay, zoom: number): void {
    const data = overlay.drawing ?? stored ?? null;
    if (data !== this.shown) {
      this.shown = data;
      this.drawStrokes(data);
      this.drawTexts(data);
    }
    const e = overlay.eraser;
    const key = e ? `${e.x},${e.y},${e.radius},${zoom}` : '';
    if (key !== this.eraserKey) {
      this.eraserKey = key;
      this.eraser.clear();
      if (e)
        this.eraser.circle(e.x, e.y, e.radius).stroke({ width: 1.5 / zoom, color: ERASER_COLOR, alpha: 0.9 });
    }
  }

  private drawStrokes(data: DrawingData | null): void {
    const g = this.strokes.clear();
    for (const path of data?.paths ?? []) {
      const pts = path.points;
      if (pts.length === 0) continue;
      const color = parseColor(path.strokeColor, BLACK);
      if (pts.length === 1) {
        g.circle(pts[0].x, pts[0].y, path.strokeWidth / 2).fill({ color: color.rgb, alpha: color.alpha });
        continue;
      }
      g.moveTo(pts[0].x, pts[0].y);
      for (let i = 1; i < pts.length; i++) g.lineTo(pts[i].x, pts[i].y);
      g.stroke({
        width: path.strokeWidth,
        color: color.rgb,
        alpha: color.alpha,
        cap: 'round',
        join: 'round',
      });
    }
  }

  private drawTexts(data: DrawingData | null): void {
    const wanted = data?.texts ?? [];
    while (this.texts.children.length > wanted.length) {
      const text = this.texts.removeChildAt(this.texts.children.length - 1) as Text;
      this.textPool.push(text);
    }
    wanted.forEach((annotation, i) => {
      let text = this.texts.children[i] as Text | undefined;
      if (!text) {
        text = this.textPool.pop() ?? new Text({ text: '', resolution: 2 });
        this.texts.addChild(text);
      }
      const color = parseColor(annotation.color, BLACK);
      text.text = annotation.text;
      text.style.fontSize = annotation.fontSize;
      text.style.fill = color.rgb;
      text.style.fontFamily = TEXT_FONT;
      text.alpha = color.alpha;
      text.position.set(annotation.x, annotation.y);
    });
  }
}

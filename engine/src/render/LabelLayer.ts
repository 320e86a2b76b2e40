import { BitmapText, Container, Graphics, TextStyle } from 'pixi.js';
import { emptyBox, type Box } from '../geometry/Box';
import { packRgba } from './batch/packColor';
import { parseColor } from './color';
import { LABEL_FONT, LABEL_FONT_ITALIC, labelFont, sdfFont } from './fonts';
import { GlyphQuads } from './text/GlyphQuads';
import { layoutGlyphs } from './text/labelGlyphLayout';
import { LabelGlyphs } from './text/LabelGlyphs';

/** Labels smaller than this on screen (px) are hidden: unreadable, and the costliest thing to draw. */
export const MIN_READABLE_TEXT_PX = 4;
const BOX_PADDING = 3;

/** What a label shows and where. `anchorX/Y` say which point of the text box sits at (x, y). */
export interface LabelSpec {
  text: string;
  italic: boolean;
  size: number;
  color: string;
  background: string;
  x: number;
  y: number;
  anchorX: number;
  anchorY: number;
  /** Wrap lines wider than this (graph units); 0 for no wrapping. */
  wrapWidth: number;
}

/**
 * One label: a background box, and its text as distance-field glyph quads that `LabelGlyphs` draws with every
 * other label's in one call; a text the distance-field font cannot hold (see `labelFont`) is a BitmapText of the
 * bitmap fallback instead, drawn on its own.
 */
export class Label {
  readonly root = new Container();
  private readonly box = new Graphics();
  private fallback: BitmapText | null = null;
  private readonly style = new TextStyle({ fontFamily: LABEL_FONT, fontSize: 16, align: 'center' });
  /** The distance-field glyphs, in graph units (none while the fallback shows the text). */
  readonly glyphs = new GlyphQuads();
  /** Graph box of what the label paints (text and background), set by `set`. */
  readonly bounds: Box = emptyBox();
  size = 0;
  /** The text last set (what the label shows when `shown`). */
  text = '';
  private shownNow = true;

  constructor(
    private readonly pageOf: (source: unknown) => number,
    private readonly changed: () => void,
  ) {
    this.root.addChild(this.box);
  }

  /** Whether the layer draws this label (readable at this zoom, and in the snapshot patch being drawn). */
  get shown(): boolean {
    return this.shownNow;
  }

  /** Shows or hides the label (its box, fallback text and glyphs). */
  show(visible: boolean, renderable: boolean): void {
    const shown = visible && renderable;
    this.root.visible = visible;
    this.root.renderable = renderable;
    if (shown === this.shownNow) return;
    this.shownNow = shown;
    if (this.glyphs.count > 0) this.changed();
  }

  /** Shows `spec`. */
  set(spec: LabelSpec): void {
    this.size = spec.size;
    this.text = spec.text;
    const font = labelFont(spec.italic, spec.text);
    const useSdf = font === LABEL_FONT || font === LABEL_FONT_ITALIC;
    const color = parseColor(spec.color);
    const hadGlyphs = this.glyphs.count > 0;
    const style = this.style;
    style.fontFamily = font;
    style.fontSize = spec.size;
    style.wordWrap = spec.wrapWidth > 0;
    style.wordWrapWidth = Math.max(1, spec.wrapWidth);
    style.align = spec.anchorX === 0 ? 'left' : spec.anchorX === 1 ? 'right' : 'center';
    let w: number;
    let h: number;
    if (useSdf) {
      if (this.fallback) {
        this.fallback.text = '';
        this.fallback.visible = false;
      }
      const sdf = sdfFont(font, font === LABEL_FONT_ITALIC);
      const at = {
        x: spec.x,
        y: spec.y,
        anchorX: spec.anchorX,
        anchorY: spec.anchorY,
        rgba: packRgba(color),
      };
      layoutGlyphs(
        spec.text,
        style,
        sdf,
        { ...at, distance: sdf.distanceAt(spec.size) },
        this.pageOf,
        this.glyphs,
      );
      w = this.glyphs.width;
      h = this.glyphs.height;
    } else {
      this.glyphs.clear();
      const text = (this.fallback ??= this.root.addChild(newText(font)));
      text.visible = true;
      text.style.fontFamily = font;
      text.style.fontSize = spec.size;
      text.style.wordWrap = style.wordWrap;
      text.style.wordWrapWidth = style.wordWrapWidth;
      text.style.align = style.align;
      text.style.fill = color.rgb;
      text.alpha = color.alpha;
      text.text = spec.text;
      text.anchor.set(spec.anchorX, spec.anchorY);
      text.position.set(spec.x, spec.y);
      w = text.width;
      h = text.height;
    }
    if (hadGlyphs || this.glyphs.count > 0) this.changed();
    const left = spec.x - spec.anchorX * w;
    const top = spec.y - spec.anchorY * h;
    const b = this.bounds;
    // A label that paints nothing has an empty box (it touches no part of an overview picture).
    if (w > 0 && h > 0) Object.assign(b, { minX: left, minY: top, maxX: left + w, maxY: top + h });
    else Object.assign(b, emptyBox());
    const bg = parseColor(spec.background, { rgb: 0, alpha: 0 });
    this.box.clear();
    if (bg.alpha > 0 && spec.text) {
      this.box
        .rect(left - BOX_PADDING, top - BOX_PADDING, w + 2 * BOX_PADDING, h + 2 * BOX_PADDING)
        .fill({ color: bg.rgb, alpha: bg.alpha });
      b.minX = Math.min(b.minX, left) - BOX_PADDING;
      b.minY = Math.min(b.minY, top) - BOX_PADDING;
      b.maxX = Math.max(b.maxX, left + w) + BOX_PADDING;
      b.maxY = Math.max(b.maxY, top + h) + BOX_PADDING;
    }
  }
}

function newText(fontFamily: string): BitmapText {
  return new BitmapText({ text: '', style: { fontFamily, fontSize: 16, align: 'center' } });
}

/**
 * The labels layer (above nodes, below the selection overlay) and its pool of labels: backgrounds and fallback
 * texts first, then every label's distance-field glyphs in one draw per atlas page (`LabelGlyphs`).
 */
export class LabelLayer {
  readonly root = new Container();
  private readonly boxes = new Container();
  private readonly glyphs = new LabelGlyphs();
  private readonly pool: Label[] = [];
  private readonly active = new Set<Label>();
  private dirty = false;
  private readonly touch = () => {
    this.dirty = true;
  };

  constructor() {
    this.root.addChild(this.boxes, this.glyphs.root);
  }

  /** A label from the pool, attached to the layer. */
  acquire(): Label {
    const label = this.pool.pop() ?? new Label(this.glyphs.pageOf, this.touch);
    this.boxes.addChild(label.root);
    this.active.add(label);
    this.dirty = true;
    return label;
  }

  /** Detaches a label and keeps it for reuse. */
  release(label: Label): void {
    if (!this.active.delete(label)) return;
    this.boxes.removeChild(label.root);
    this.pool.push(label);
    this.dirty = true;
  }

  /** Level of detail: hides labels that would be smaller than MIN_READABLE_TEXT_PX at `zoom`. */
  applyZoom(zoom: number): void {
    for (const label of this.active)
      label.show(label.size * zoom >= MIN_READABLE_TEXT_PX, label.root.renderable);
  }

  /** Puts the glyphs of the labels shown into the draw buffers, if any label changed since the last call. */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const shown: GlyphQuads[] = [];
    for (const label of this.active) if (label.shown) shown.push(label.glyphs);
    this.glyphs.rebuild(shown);
  }

  /** Glyphs drawn per atlas page at the last `flush` (tests and diagnostics). */
  get glyphsDrawn(): readonly number[] {
    return this.glyphs.drawn;
  }

  /** Frees the glyph buffers. */
  destroy(): void {
    this.glyphs.destroy();
  }
}

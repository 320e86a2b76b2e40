import { BitmapText, Container, TextStyle } from 'pixi.js';
import { emptyBox, type Box } from '../../geometry/Box';
import { packRgba } from '../batch/packColor';
import { parseColor, cornerRadius } from '@mapa/model';
import {
  FALLBACK_FONT,
  FALLBACK_FONT_ITALIC,
  labelFont,
  labelResolution,
  sdfFont,
  uploadLabelFonts,
  type LabelWeight,
} from './fonts';
import {
  HALO_PX,
  PLATE_PAD_X,
  PLATE_PAD_Y,
  UNBOUNDED,
  fitScale,
  labelOpacity,
  labelScale,
} from './labelSemantics';
import { GlyphQuads, type GlyphLabel } from '../text/GlyphQuads';
import { layoutGlyphs } from '../text/labelGlyphLayout';
import { LabelGlyphs } from '../text/LabelGlyphs';
import { PlateMesh } from './PlateMesh';

export { MIN_READABLE_TEXT_PX } from './labelSemantics';
const BOX_PADDING = 3;

/** What a label shows and where. `anchorX/Y` say which point of the text box sits at (x, y). */
export interface LabelSpec {
  text: string;
  italic: boolean;
  /** CSS font weight (the theme's for the node's role). */
  weight: LabelWeight;
  size: number;
  color: string;
  background: string;
  /** Colour of the halo drawn around the glyphs ('' or transparent for none). */
  halo: string;
  /** Least screen size (px) the label is drawn at, growing about (x, y) (semantic zoom; 0 for none). */
  minPx: number;
  /** The node box (graph units, centred on (x, y)) the label grows within, no further; null: no such bound. */
  fit: { width: number; height: number } | null;
  /**
   * Drawn under the label while it is grown past its size: a box of the node's fill and border at least the
   * node's size (centred on (x, y)) around the grown text, so a grown name still reads as its node's.
   */
  plate: LabelPlate | null;
  x: number;
  y: number;
  anchorX: number;
  anchorY: number;
  /** Wrap lines wider than this (graph units); 0 for no wrapping. */
  wrapWidth: number;
}

/** A grown label's plate: its node's fill, border and size (graph units). */
export interface LabelPlate {
  fill: string;
  border: string;
  borderWidth: number;
  width: number;
  height: number;
}

/**
 * One label: a plate while grown (see LabelSpec.plate), a background box, and its text as distance-field glyph quads that `LabelGlyphs` draws with every
 * other label's in one call per atlas page; a text the distance-field font cannot hold (see `labelFont`) is a
 * BitmapText of the bitmap fallback instead, drawn on its own. Its glyphs grow and fade with the zoom in the
 * shader; `place` does the same to the box and the fallback.
 */
export class Label {
  readonly root = new Container();
  private readonly plateBox = new PlateMesh();
  private plate: LabelPlate | null = null;
  /** The growth and zoom the plate was last drawn for. */
  private plateAt = { k: 0, zoom: 0 };
  private readonly box = new PlateMesh();
  private fallback: BitmapText | null = null;
  private readonly style = new TextStyle({ fontFamily: FALLBACK_FONT, fontSize: 16, align: 'center' });
  /** The distance-field glyphs, in graph units (none while the fallback shows the text). */
  readonly glyphs = new GlyphQuads();
  /** Graph box of what the label paints (text and background) at its own size, set by `set`. */
  readonly bounds: Box = emptyBox();
  size = 0;
  /** The text last set (what the label shows when `shown`). */
  text = '';
  /** The point the label grows about, its least screen size and whether it has a halo (see LabelSpec). */
  private x = 0;
  private y = 0;
  minPx = 0;
  /** The most the label grows towards `minPx` (the most its box holds; see `fitScale`). */
  maxScale = UNBOUNDED;
  private halo = false;
  /** True when the faces the text needs were still loading at `set`: it shows nothing until set again. */
  pending = false;
  private shownNow = true;
  private readonly shared: GlyphLabel = {
    ...{ rgba: 0, halo: 0, anchorX: 0, anchorY: 0, distance: 0, size: 0, minPx: 0, maxScale: UNBOUNDED },
  };

  constructor(
    private readonly pageOf: (source: unknown) => number,
    private readonly changed: () => void,
  ) {
    this.root.addChild(this.plateBox.mesh, this.box.mesh);
  }

  /** How much the label is grown at `zoom` (1: drawn at its own size). */
  scaleAt(zoom: number): number {
    return labelScale(this.size, zoom, this.minPx, this.maxScale);
  }

  /** True when the label may grow past its node's box (a central or main topic's, zoomed out). */
  get growsPastNode(): boolean {
    return this.minPx > 0 && this.maxScale >= UNBOUNDED;
  }

  /** Whether the layer draws this label (placed at this zoom, and in the snapshot patch being drawn). */
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

  /**
   * The graph box the label paints at `zoom` (grown to its least size, with its halo and plate) into `out`;
   * empty when it paints nothing (faded out entirely). Also grows and fades the box and fallback text as the
   * shader does the glyphs, and draws the plate for this growth.
   */
  place(zoom: number, out: Box): Box {
    const b = this.bounds;
    if (b.minX > b.maxX) return Object.assign(out, b);
    const k = this.scaleAt(zoom);
    const alpha = labelOpacity(this.size, this.size * zoom * k);
    if (alpha <= 0) return Object.assign(out, emptyBox());
    // The halo's reach; a grown label without one lies on its plate or inside its own box.
    const pad = this.halo ? (HALO_PX + 1) / zoom : 0;
    out.minX = this.x + (b.minX - this.x) * k - pad;
    out.minY = this.y + (b.minY - this.y) * k - pad;
    out.maxX = this.x + (b.maxX - this.x) * k + pad;
    out.maxY = this.y + (b.maxY - this.y) * k + pad;
    this.root.scale.set(k);
    this.root.position.set(this.x * (1 - k), this.y * (1 - k));
    this.root.alpha = alpha;
    this.placePlate(k, zoom, out);
    return out;
  }

  /**
   * Draws the plate for growth `k` at `zoom` (in the label's own units: the root scales it by k) and grows `out`
   * to it: the node's box, or the grown text and a margin where that is bigger, each way. None at k = 1.
   */
  private placePlate(k: number, zoom: number, out: Box): void {
    const plate = this.plate;
    const visible = plate !== null && k > 1;
    this.plateBox.visible = visible;
    if (!visible) return;
    const b = this.bounds;
    const hw = Math.max(plate.width / 2 / k, b.maxX - this.x, this.x - b.minX) + PLATE_PAD_X * this.size;
    const hh = Math.max(plate.height / 2 / k, b.maxY - this.y, this.y - b.minY) + PLATE_PAD_Y * this.size;
    const cx = this.x;
    const cy = this.y;
    if (this.plateAt.k !== k || this.plateAt.zoom !== zoom) {
      this.plateAt.k = k;
      this.plateAt.zoom = zoom;
      // Graph units over k: the root grows it back. The border stays at least a screen pixel, as the node's.
      const line = Math.max(plate.borderWidth, 1 / zoom) / k;
      const fill = parseColor(plate.fill, { rgb: 0, alpha: 0 });
      const border = parseColor(plate.border, { rgb: 0, alpha: 0 });
      const stroked = plate.borderWidth > 0 && border.alpha > 0;
      this.plateBox.draw({
        ...{ cx, cy, halfWidth: hw, halfHeight: hh, fill, stroke: border },
        radius: cornerRadius(2 * hw * k, 2 * hh * k) / k,
        border: stroked ? line : 0,
      });
    }
    const x = this.x + (cx - this.x) * k;
    const y = this.y + (cy - this.y) * k;
    out.minX = Math.min(out.minX, x - hw * k);
    out.minY = Math.min(out.minY, y - hh * k);
    out.maxX = Math.max(out.maxX, x + hw * k);
    out.maxY = Math.max(out.maxY, y + hh * k);
  }

  /** Shows `spec`. */
  set(spec: LabelSpec): void {
    this.size = spec.size;
    this.text = spec.text;
    this.x = spec.x;
    this.y = spec.y;
    this.minPx = spec.minPx;
    const font = labelFont(spec.weight, spec.italic, spec.text);
    this.pending = font === null;
    const useSdf = font !== null && font !== FALLBACK_FONT && font !== FALLBACK_FONT_ITALIC;
    const color = parseColor(spec.color);
    const halo = parseColor(spec.halo || 'transparent', { rgb: 0, alpha: 0 });
    this.halo = halo.alpha > 0;
    this.plate = spec.plate;
    this.plateAt.k = 0;
    this.plateBox.clear();
    this.plateBox.visible = false;
    const hadGlyphs = this.glyphs.count > 0;
    const style = this.style;
    style.fontSize = spec.size;
    style.wordWrap = spec.wrapWidth > 0;
    style.wordWrapWidth = Math.max(1, spec.wrapWidth);
    style.align = spec.anchorX === 0 ? 'left' : spec.anchorX === 1 ? 'right' : 'center';
    let w = 0;
    let h = 0;
    if (this.fallback && !(font && !useSdf)) {
      this.fallback.text = '';
      this.fallback.visible = false;
    }
    if (font === null) {
      this.glyphs.clear();
    } else if (useSdf) {
      style.fontFamily = font;
      const sdf = sdfFont(spec.weight, spec.italic);
      Object.assign(this.shared, {
        rgba: packRgba(color),
        halo: packRgba(halo),
        anchorX: spec.x,
        anchorY: spec.y,
        distance: sdf.distanceAt(spec.size),
        size: spec.size,
        minPx: spec.minPx,
        maxScale: UNBOUNDED,
      });
      const at = { x: spec.x, y: spec.y, anchorX: spec.anchorX, anchorY: spec.anchorY, label: this.shared };
      layoutGlyphs(spec.text, style, sdf, at, this.pageOf, this.glyphs);
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
    this.maxScale = spec.fit ? fitScale(w, h, spec.fit.width, spec.fit.height) : UNBOUNDED;
    this.glyphs.setMaxScale(this.maxScale);
    if (hadGlyphs || this.glyphs.count > 0) this.changed();
    const left = spec.x - spec.anchorX * w;
    const top = spec.y - spec.anchorY * h;
    const b = this.bounds;
    // A label that paints nothing has an empty box (it touches no part of an overview picture).
    if (w > 0 && h > 0) Object.assign(b, { minX: left, minY: top, maxX: left + w, maxY: top + h });
    else Object.assign(b, emptyBox());
    const bg = parseColor(spec.background, { rgb: 0, alpha: 0 });
    this.box.clear();
    if (bg.alpha > 0 && spec.text && w > 0) {
      this.box.draw({
        ...{ cx: left + w / 2, cy: top + h / 2, radius: 0, border: 0, fill: bg, stroke: bg },
        halfWidth: w / 2 + BOX_PADDING,
        halfHeight: h / 2 + BOX_PADDING,
      });
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
 * texts first, then every label's distance-field glyphs, halos first, in one draw per atlas page (`LabelGlyphs`).
 */
export class LabelLayer {
  readonly root = new Container();
  private readonly boxes = new Container();
  private readonly glyphs = new LabelGlyphs(HALO_PX * labelResolution());
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

  /**
   * Uploads the glyphs the labels added to the atlases, and puts the glyphs of the labels shown into the draw
   * buffers if any label changed since the last call.
   */
  flush(): void {
    uploadLabelFonts();
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

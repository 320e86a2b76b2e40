import { distanceField } from './distanceField';

/** One grapheme drawn by a rasteriser at the atlas size (px; y grows downwards, the pen on the baseline at 0, 0). */
export interface GlyphImage {
  /** Pen advance to the next grapheme. */
  advance: number;
  /** Top-left of `coverage` relative to the pen (it already holds `pad` blank texels on each side). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Ink coverage 0–255 per texel, `width × height`; null for graphemes with no ink (spaces). */
  coverage: ArrayLike<number> | null;
  /** Drawn in colours of its own (an emoji): a distance field would flatten it to a silhouette. */
  colour: boolean;
}

/** Draws graphemes of one font at the atlas size: a canvas in the browser, a stand-in in unit tests. */
export interface GlyphRasterizer {
  /** Font ascent and descent (px, both positive). */
  readonly ascent: number;
  readonly descent: number;
  /** The grapheme's ink with `pad` blank texels around it. */
  draw(grapheme: string, pad: number): GlyphImage;
  /** Advance width of a string (px), for kerning pairs. */
  measure(text: string): number;
}

/** Where a glyph's distance field sits and how it is laid out; metrics in font units (see `unitsPerPx`). */
export interface AtlasGlyph {
  /** Page index, or −1 for a grapheme with no ink (drawn as an advance only). */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  xOffset: number;
  yOffset: number;
  xAdvance: number;
  /** Kerning after each previous grapheme (units), filled in as pairs are measured. */
  kerning: Record<string, number>;
}

export interface GlyphAtlasOptions {
  /** Side of a square page (texels). */
  pageSize: number;
  /** Most pages the atlas may hold: graphemes past them are refused (their labels fall back). */
  maxPages: number;
  /** Texels of the field on each side of an outline. */
  spread: number;
  /** Font units per atlas px (layout rounds glyph positions to whole units, so units are finer than texels). */
  unitsPerPx: number;
}

// Pairs are measured among printable ASCII only: n new glyphs cost 2n measurements against each kerned one.
const kerned = (g: string): boolean => g.length === 1 && g >= ' ' && g <= '~';
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Signed distance fields of graphemes packed on shelves in RGBA pages (the field in all four channels, as the
 * PixiJS distance-field shader reads the median of RGB capped by A). Graphemes are added on first use; a colour
 * glyph (emoji) or one past the last page is refused, and `drawable` then says a text cannot be drawn from here.
 */
export class GlyphAtlas {
  readonly pages: Uint8Array[] = [];
  readonly glyphs = new Map<string, AtlasGlyph>();
  /** Graphemes that cannot be drawn from the atlas (colour glyphs, or no room left). */
  readonly refused = new Set<string>();
  /** Per page, the texel rows changed since `takeChanges` (first row, one past the last). */
  private readonly changes = new Map<number, [number, number]>();
  private shelfX = 0;
  private shelfY = 0;
  private shelfHeight = 0;
  private full = false;
  /** Ascent and descent in units. */
  readonly ascent: number;
  readonly descent: number;

  constructor(
    private readonly rasterizer: GlyphRasterizer,
    readonly options: GlyphAtlasOptions,
  ) {
    this.ascent = rasterizer.ascent * options.unitsPerPx;
    this.descent = rasterizer.descent * options.unitsPerPx;
  }

  /** Adds the graphemes of `text` not seen before; returns those added. */
  add(text: string): string[] {
    const added: string[] = [];
    for (const { segment } of segmenter.segment(text)) {
      if (this.glyphs.has(segment) || this.refused.has(segment)) continue;
      if (this.place(segment)) added.push(segment);
      else this.refused.add(segment);
    }
    const pairs = added.filter(kerned);
    if (pairs.length) this.kern(pairs);
    return added;
  }

  /** The graphemes of `text` the atlas has neither added nor refused yet, joined (empty when none). */
  missing(text: string): string {
    let out = '';
    for (const { segment } of segmenter.segment(text))
      if (!this.glyphs.has(segment) && !this.refused.has(segment)) out += segment;
    return out;
  }

  /** True when every grapheme of `text` (added before) can be drawn from the atlas. */
  drawable(text: string): boolean {
    if (this.refused.size === 0) return true;
    for (const { segment } of segmenter.segment(text)) if (this.refused.has(segment)) return false;
    return true;
  }

  /** Rows of each page written since the last call (page → [first row, end row)), then forgets them. */
  takeChanges(): Map<number, [number, number]> {
    const out = new Map(this.changes);
    this.changes.clear();
    return out;
  }

  private place(grapheme: string): boolean {
    const { spread, unitsPerPx: k } = this.options;
    const image = this.rasterizer.draw(grapheme, spread);
    if (image.colour) return false;
    const glyph: AtlasGlyph = {
      page: -1,
      x: 0,
      y: 0,
      width: 0,
      height: 0,
      xOffset: image.left * k,
      yOffset: this.ascent + image.top * k,
      xAdvance: image.advance * k,
      kerning: {},
    };
    if (image.coverage && image.width > 0 && image.height > 0) {
      const spot = this.reserve(image.width, image.height);
      if (!spot) return false;
      Object.assign(glyph, spot, { width: image.width, height: image.height });
      this.write(glyph, distanceField(image.coverage, image.width, image.height, spread));
    }
    this.glyphs.set(grapheme, glyph);
    return true;
  }

  /** A free spot on the current shelf, a new shelf, or a new page; null when the atlas is full. */
  private reserve(width: number, height: number): { page: number; x: number; y: number } | null {
    const size = this.options.pageSize;
    if (this.full || width > size || height > size) return null;
    if (this.pages.length === 0) this.pages.push(new Uint8Array(size * size * 4));
    if (this.shelfX + width > size) {
      this.shelfY += this.shelfHeight;
      this.shelfX = 0;
      this.shelfHeight = 0;
    }
    if (this.shelfY + height > size) {
      if (this.pages.length >= this.options.maxPages) {
        this.full = true;
        return null;
      }
      this.pages.push(new Uint8Array(size * size * 4));
      this.shelfX = this.shelfY = this.shelfHeight = 0;
    }
    const spot = { page: this.pages.length - 1, x: this.shelfX, y: this.shelfY };
    this.shelfX += width;
    this.shelfHeight = Math.max(this.shelfHeight, height);
    return spot;
  }

  private write(glyph: AtlasGlyph, field: Uint8Array): void {
    const size = this.options.pageSize;
    const page = this.pages[glyph.page];
    for (let row = 0; row < glyph.height; row++) {
      let at = ((glyph.y + row) * size + glyph.x) * 4;
      for (let col = 0; col < glyph.width; col++) {
        const v = field[row * glyph.width + col];
        page[at++] = v;
        page[at++] = v;
        page[at++] = v;
        page[at++] = v;
      }
    }
    const span = this.changes.get(glyph.page);
    const first = Math.min(span?.[0] ?? Infinity, glyph.y);
    const end = Math.max(span?.[1] ?? 0, glyph.y + glyph.height);
    this.changes.set(glyph.page, [first, end]);
  }

  /** Kerning between the new graphemes and every kerned one, both ways (what the canvas adds to a pair). */
  private kern(added: string[]): void {
    const k = this.options.unitsPerPx;
    const all = [...this.glyphs.keys()].filter(kerned);
    const width = (g: string) => this.glyphs.get(g)!.xAdvance / k;
    const done = new Set<string>();
    for (const a of added) {
      done.add(a);
      for (const b of all) {
        if (done.has(b) && b !== a) continue; // a pair of two new graphemes, measured both ways already
        this.pair(b, a, width, k);
        if (a !== b) this.pair(a, b, width, k);
      }
    }
  }

  private pair(first: string, second: string, width: (g: string) => number, k: number): void {
    const amount = this.rasterizer.measure(first + second) - width(first) - width(second);
    if (Math.abs(amount) > 0.01) this.glyphs.get(second)!.kerning[first] = amount * k;
  }
}

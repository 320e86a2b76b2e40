/**
 * Words per glyph vertex (see `labelGlyphShader`): x, y (graph units), u, v (atlas page), colour and halo colour
 * (four bytes each, RGBA, read as `unorm8x4`), the label's anchor x, y (graph units: the point it grows about),
 * then its distance factor (the field's range in px at scale 1), size (graph units), least screen size (px, 0 for
 * none) and the most it grows towards that size (the most its box holds; `UNBOUNDED` on a plate or over the map).
 */
export const GLYPH_VERTEX_FLOATS = 12;

/** What every glyph of one label shares. */
export interface GlyphLabel {
  rgba: number;
  /** Packed RGBA of the halo; alpha 0 for none. */
  halo: number;
  anchorX: number;
  anchorY: number;
  distance: number;
  size: number;
  minPx: number;
  /** The most the label grows to reach `minPx` (see `labelScale`). */
  maxScale: number;
}

/** A label's glyph quads, ready to copy into `LabelGlyphs`' buffers. */
export class GlyphQuads {
  /** Four vertices of GLYPH_VERTEX_FLOATS words per glyph (see `labelGlyphShader`), floats and colours. */
  words = new Uint32Array(64 * 4 * GLYPH_VERTEX_FLOATS);
  private floats = new Float32Array(this.words.buffer);
  /** Atlas page of each glyph. */
  pages = new Uint8Array(64);
  count = 0;
  /** The text's size in graph units. */
  width = 0;
  height = 0;
  /** Whether the label's glyphs draw a halo (what `LabelGlyphs` draws a halo pass for). */
  halo = false;

  clear(): void {
    this.count = 0;
    this.width = 0;
    this.height = 0;
    this.halo = false;
  }

  /** Appends a glyph of `label`: the box in graph units and its frame in the page (0..1). */
  push(
    page: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    uv: readonly number[],
    label: GlyphLabel,
  ) {
    if (this.count === this.pages.length) this.grow();
    const at = this.count * 4 * GLYPH_VERTEX_FLOATS;
    this.corner(at, x0, y0, uv[0], uv[1], label);
    this.corner(at + GLYPH_VERTEX_FLOATS, x1, y0, uv[2], uv[1], label);
    this.corner(at + 2 * GLYPH_VERTEX_FLOATS, x1, y1, uv[2], uv[3], label);
    this.corner(at + 3 * GLYPH_VERTEX_FLOATS, x0, y1, uv[0], uv[3], label);
    this.pages[this.count++] = page;
    if (label.halo >>> 24 !== 0) this.halo = true;
  }

  /** Sets the most every glyph grows (known once the text is laid out: how much of its box it fills). */
  setMaxScale(maxScale: number): void {
    const f = this.floats;
    for (let at = 11; at < this.count * 4 * GLYPH_VERTEX_FLOATS; at += GLYPH_VERTEX_FLOATS) f[at] = maxScale;
  }

  private corner(at: number, x: number, y: number, u: number, v: number, l: GlyphLabel): void {
    const f = this.floats;
    f[at] = x;
    f[at + 1] = y;
    f[at + 2] = u;
    f[at + 3] = v;
    this.words[at + 4] = l.rgba;
    this.words[at + 5] = l.halo;
    f[at + 6] = l.anchorX;
    f[at + 7] = l.anchorY;
    f[at + 8] = l.distance;
    f[at + 9] = l.size;
    f[at + 10] = l.minPx;
    f[at + 11] = l.maxScale;
  }

  private grow(): void {
    const words = new Uint32Array(this.words.length * 2);
    words.set(this.words);
    this.words = words;
    this.floats = new Float32Array(words.buffer);
    const pages = new Uint8Array(this.pages.length * 2);
    pages.set(this.pages);
    this.pages = pages;
  }
}

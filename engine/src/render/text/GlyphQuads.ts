/**
 * Words per glyph vertex: x, y (graph units), u, v (atlas page), colour (four bytes, RGBA, read by the shader as
 * `unorm8x4`) and the label's distance factor (the field's range in px at scale 1; see `labelGlyphShader`).
 */
export const GLYPH_VERTEX_FLOATS = 6;

/** A label's glyph quads, ready to copy into `LabelGlyphs`' buffers. */
export class GlyphQuads {
  /** Four vertices of GLYPH_VERTEX_FLOATS words per glyph (see `labelGlyphShader`), floats and a colour. */
  words = new Uint32Array(64 * 4 * GLYPH_VERTEX_FLOATS);
  private floats = new Float32Array(this.words.buffer);
  /** Atlas page of each glyph. */
  pages = new Uint8Array(64);
  count = 0;
  /** The text's size in graph units. */
  width = 0;
  height = 0;

  clear(): void {
    this.count = 0;
    this.width = 0;
    this.height = 0;
  }

  /** Appends a glyph: the box in graph units, its frame in the page (0..1), packed RGBA and distance factor. */
  push(
    page: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    uv: readonly number[],
    rgba: number,
    d: number,
  ) {
    if (this.count === this.pages.length) this.grow();
    const at = this.count * 4 * GLYPH_VERTEX_FLOATS;
    this.corner(at, x0, y0, uv[0], uv[1], rgba, d);
    this.corner(at + GLYPH_VERTEX_FLOATS, x1, y0, uv[2], uv[1], rgba, d);
    this.corner(at + 2 * GLYPH_VERTEX_FLOATS, x1, y1, uv[2], uv[3], rgba, d);
    this.corner(at + 3 * GLYPH_VERTEX_FLOATS, x0, y1, uv[0], uv[3], rgba, d);
    this.pages[this.count++] = page;
  }

  private corner(at: number, x: number, y: number, u: number, v: number, rgba: number, d: number): void {
    const f = this.floats;
    f[at] = x;
    f[at + 1] = y;
    f[at + 2] = u;
    f[at + 3] = v;
    this.words[at + 4] = rgba;
    f[at + 5] = d;
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

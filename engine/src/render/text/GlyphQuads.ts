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
    const f = this.floats;
    const w = this.words;
    let at = this.count * 4 * GLYPH_VERTEX_FLOATS;
    const corners = [x0, y0, uv[0], uv[1], x1, y0, uv[2], uv[1], x1, y1, uv[2], uv[3], x0, y1, uv[0], uv[3]];
    for (let c = 0; c < 16; c += 4, at += GLYPH_VERTEX_FLOATS) {
      f[at] = corners[c];
      f[at + 1] = corners[c + 1];
      f[at + 2] = corners[c + 2];
      f[at + 3] = corners[c + 3];
      w[at + 4] = rgba;
      f[at + 5] = d;
    }
    this.pages[this.count++] = page;
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

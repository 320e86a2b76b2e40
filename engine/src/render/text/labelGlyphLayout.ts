import { CanvasTextMetrics, getBitmapTextLayout, type AbstractBitmapFont, type TextStyle } from 'pixi.js';
import { GLYPH_VERTEX_FLOATS } from './labelGlyphShader';

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

/** Where a text goes: the point it hangs from and which point of its box sits there (0..1 each way). */
export interface GlyphPlacement {
  x: number;
  y: number;
  anchorX: number;
  anchorY: number;
  /** Packed RGBA (red in the low byte). */
  rgba: number;
  /** How many screen px the distance field's 0..1 spans at scale 1 for this text's size (the shader's factor). */
  distance: number;
}

/**
 * Lays `text` out in `font` with `style` (size, wrapping, alignment) as PixiJS's BitmapText does, and writes one
 * quad per drawn glyph into `out` (cleared first) in graph units around the placement. The glyphs' textures
 * must be frames of the font's pages (`pageOf` numbers them).
 */
export function layoutGlyphs(
  text: string,
  style: TextStyle,
  font: AbstractBitmapFont<unknown>,
  at: GlyphPlacement,
  pageOf: (source: unknown) => number,
  out: GlyphQuads,
): void {
  out.clear();
  const layout = getBitmapTextLayout(CanvasTextMetrics.graphemeSegmenter(text), style, font, true);
  const scale = layout.scale;
  const ox = at.x - at.anchorX * layout.width * scale;
  const oy = at.y - at.anchorY * (layout.height + layout.offsetY) * scale;
  out.width = layout.width * scale;
  out.height = layout.height * scale;
  const lineHeight = font.lineHeight;
  // Lines taller than the font are centred on their line, as BitmapText does.
  let shift = (lineHeight - font.fontMetrics.fontSize) / 2;
  if (shift - font.baseLineOffset < 0) shift = 0;
  const uv = [0, 0, 0, 0];
  let y = font.baseLineOffset;
  for (const line of layout.lines) {
    for (let j = 0; j < line.charPositions.length; j++) {
      const char = font.chars[line.chars[j]];
      const texture = char?.texture;
      if (!texture) continue;
      const gx = Math.round(line.charPositions[j] + char.xOffset);
      const gy = Math.round(y + char.yOffset + shift);
      const { frame, orig, source } = texture;
      uv[0] = frame.x / source.width;
      uv[1] = frame.y / source.height;
      uv[2] = (frame.x + frame.width) / source.width;
      uv[3] = (frame.y + frame.height) / source.height;
      out.push(
        pageOf(source),
        ox + gx * scale,
        oy + gy * scale,
        ox + (gx + orig.width) * scale,
        oy + (gy + orig.height) * scale,
        uv,
        at.rgba,
        at.distance,
      );
    }
    y += lineHeight;
  }
}

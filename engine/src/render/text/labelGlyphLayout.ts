import { CanvasTextMetrics, getBitmapTextLayout, type AbstractBitmapFont, type TextStyle } from 'pixi.js';
import type { GlyphLabel, GlyphQuads } from './GlyphQuads';

/** Where a text goes: the point it hangs from and which point of its box sits there (0..1 each way). */
export interface GlyphPlacement {
  x: number;
  y: number;
  anchorX: number;
  anchorY: number;
  /**
   * Colours, distance factor (how many screen px the field's 0..1 spans at scale 1 for this text's size), growth
   * and halo: what every glyph of the text shares.
   */
  label: GlyphLabel;
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
        at.label,
      );
    }
    y += lineHeight;
  }
}

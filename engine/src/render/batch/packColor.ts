import { parseColor, type ParsedColor } from '@mapa/model';

/**
 * Packs a colour as a 32-bit word whose bytes in memory are R, G, B, A (little-endian), the layout of a
 * `unorm8x4` vertex attribute. Straight (not premultiplied) alpha; the shaders premultiply.
 */
export function packRgba(color: ParsedColor): number {
  const r = (color.rgb >> 16) & 0xff;
  const g = (color.rgb >> 8) & 0xff;
  const b = color.rgb & 0xff;
  const a = Math.round(Math.max(0, Math.min(1, color.alpha)) * 255);
  return (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
}

/** `packRgba` of a CSS colour string, with `fallback` for missing or unreadable input. */
export function packCss(css: string | null | undefined, fallback?: ParsedColor): number {
  return packRgba(parseColor(css, fallback));
}

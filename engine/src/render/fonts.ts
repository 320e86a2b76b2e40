import { BitmapFont } from 'pixi.js';

/** Names of the two shared glyph atlases: labels and the italic 'Add Title' placeholder. */
export const LABEL_FONT = 'mapa-label';
export const LABEL_FONT_ITALIC = 'mapa-label-italic';
/** Glyphs are rasterised once at this size and scaled to each label's fontSize. */
export const FONT_BASE_SIZE = 48;

// Latin, Latin-1 and common punctuation up front; other characters are added to the atlas on first use.
const CHARS: (string | string[])[] = [[' ', '~'], ['\u00a0', '\u00ff'], '–—‘’‚“”„…•€™'];
const FAMILY = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';

let resolution = 1;
const installed = new Set<string>();

/** Sets the resolution the atlases are rasterised at when first used (the page's, once per engine start). */
export function prepareLabelFonts(pageResolution: number): void {
  resolution = pageResolution;
}

/**
 * The name of the bitmap font for a label, installed on first use (once per page): rasterising an atlas costs a
 * few hundred ms, which a big map opening at overview zoom (no readable label) need not wait for. White fill lets
 * each label take its colour as a tint, so one atlas serves every colour and size (no `Text` object, no texture,
 * per node).
 */
export function labelFont(italic: boolean): string {
  const name = italic ? LABEL_FONT_ITALIC : LABEL_FONT;
  if (installed.has(name)) return name;
  installed.add(name);
  BitmapFont.install({
    chars: CHARS,
    resolution,
    padding: 4,
    name,
    style: {
      fontFamily: FAMILY,
      fontSize: FONT_BASE_SIZE,
      fill: 0xffffff,
      ...(italic ? { fontStyle: 'italic' as const } : {}),
    },
  });
  return name;
}

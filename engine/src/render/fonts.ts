import { BitmapFont } from 'pixi.js';

/** Names of the two shared glyph atlases: labels and the italic 'Add Title' placeholder. */
export const LABEL_FONT = 'mapa-label';
export const LABEL_FONT_ITALIC = 'mapa-label-italic';
/** Glyphs are rasterised once at this size and scaled to each label's fontSize. */
export const FONT_BASE_SIZE = 48;

// Latin, Latin-1 and common punctuation up front; other characters are added to the atlas on first use.
const CHARS: (string | string[])[] = [[' ', '~'], ['\u00a0', '\u00ff'], '–—‘’‚“”„…•€™'];
const FAMILY = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';

let installed = false;

/**
 * Installs the two bitmap fonts once per page. White fill lets each label take its colour as a tint, so one
 * atlas serves every colour and size (no `Text` object, no texture, per node).
 */
export function installLabelFonts(resolution: number): void {
  if (installed) return;
  installed = true;
  const common = { chars: CHARS, resolution, padding: 4 };
  BitmapFont.install({
    ...common,
    name: LABEL_FONT,
    style: { fontFamily: FAMILY, fontSize: FONT_BASE_SIZE, fill: 0xffffff },
  });
  BitmapFont.install({
    ...common,
    name: LABEL_FONT_ITALIC,
    style: { fontFamily: FAMILY, fontSize: FONT_BASE_SIZE, fontStyle: 'italic', fill: 0xffffff },
  });
}

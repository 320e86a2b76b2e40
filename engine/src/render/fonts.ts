import { BitmapFont, Cache } from 'pixi.js';
import { CanvasGlyphs } from './text/canvasGlyphs';
import { GlyphAtlas } from './text/GlyphAtlas';
import { SdfLabelFont } from './text/SdfLabelFont';

/** Names of the distance-field label fonts: labels, and the italic 'Add Title' placeholder. */
export const LABEL_FONT = 'mapa-label';
export const LABEL_FONT_ITALIC = 'mapa-label-italic';
/** Names of the bitmap fonts labels fall back to for what the distance fields cannot show (emoji). */
export const FALLBACK_FONT = 'mapa-label-bitmap';
export const FALLBACK_FONT_ITALIC = 'mapa-label-bitmap-italic';

/** Distance-field glyphs are rasterised at this size (px) and drawn at any size from it. */
export const ATLAS_FONT_PX = 40;
/** Texels of distance on each side of an outline: room for a one-pixel edge down to about 1/6 of ATLAS_FONT_PX. */
export const ATLAS_SPREAD = 6;
/** Square atlas pages, at most ATLAS_MAX_PAGES of them per font (4 MB each): about 500 Latin or 350 CJK glyphs a page. */
export const ATLAS_PAGE_SIZE = 1024;
export const ATLAS_MAX_PAGES = 4;
/** Font units per atlas texel: PixiJS rounds glyph positions to whole units, which must stay under a screen px. */
const UNITS_PER_PX = 25;
/** The fallback bitmap glyphs are rasterised once at this size and scaled to each label's fontSize. */
const FALLBACK_BASE_SIZE = 48;

// Latin, Latin-1 and common punctuation up front (one atlas upload); other graphemes join on first use.
const LATIN = [
  [' ', '~'],
  ['\u00a0', '\u00ff'],
] as const;
const PUNCTUATION = '–—‘’‚“”„…•€™';
const FAMILY = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';

let resolution = 1;
const fonts = new Map<string, SdfLabelFont>();
const fallbacks = new Set<string>();

/** Sets the device pixel ratio the distance-field edges are sized for (the page's, once per engine start). */
export function prepareLabelFonts(pageResolution: number): void {
  resolution = pageResolution;
}

/**
 * The name of the font a label showing `text` uses: the shared distance-field font, installed on first use (once
 * per page; rasterising the Latin set costs tens of ms, which a big map opening at overview zoom, with no readable
 * label, need not wait for), or, for a text with a grapheme it cannot hold (a colour emoji, or anything once the
 * atlas is full), the bitmap font labels used before, whose glyphs keep their colours. White glyphs take each
 * label's colour as a tint, so one atlas serves every colour and size (no `Text` object, no texture, per node).
 */
export function labelFont(italic: boolean, text: string): string {
  const name = italic ? LABEL_FONT_ITALIC : LABEL_FONT;
  if (sdfFont(name, italic).covers(text)) return name;
  return fallbackFont(italic);
}

/** The distance-field font `name`, created and registered where BitmapText looks fonts up on first use. */
export function sdfFont(name: string, italic: boolean): SdfLabelFont {
  let font = fonts.get(name);
  if (font) return font;
  const css = `${italic ? 'italic ' : ''}${ATLAS_FONT_PX}px ${FAMILY}`;
  const atlas = new GlyphAtlas(new CanvasGlyphs(css), {
    pageSize: ATLAS_PAGE_SIZE,
    maxPages: ATLAS_MAX_PAGES,
    spread: ATLAS_SPREAD,
    unitsPerPx: UNITS_PER_PX,
  });
  atlas.add(latinSet());
  font = new SdfLabelFont(atlas, ATLAS_FONT_PX, resolution, name);
  // BitmapText finds fonts in the asset cache under `<fontFamily>-bitmap`, as BitmapFont.install leaves them.
  Cache.set(`${name}-bitmap`, font);
  fonts.set(name, font);
  return font;
}

function fallbackFont(italic: boolean): string {
  const name = italic ? FALLBACK_FONT_ITALIC : FALLBACK_FONT;
  if (fallbacks.has(name)) return name;
  fallbacks.add(name);
  BitmapFont.install({
    // Glyphs are rasterised as texts need them (PixiJS refuses an empty set up front).
    chars: [' '],
    resolution,
    padding: 4,
    name,
    style: {
      fontFamily: FAMILY,
      fontSize: FALLBACK_BASE_SIZE,
      fill: 0xffffff,
      ...(italic ? { fontStyle: 'italic' as const } : {}),
    },
  });
  return name;
}

function latinSet(): string {
  let out = PUNCTUATION;
  for (const [from, to] of LATIN)
    for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) out += String.fromCharCode(c);
  return out;
}

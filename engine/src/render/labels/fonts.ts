import { BitmapFont, Cache } from 'pixi.js';
import { page } from '../../page/pageAdapter';
import { CanvasGlyphs } from '../text/canvasGlyphs';
import { GlyphAtlas } from '../text/GlyphAtlas';
import { SdfLabelFont } from '../text/SdfLabelFont';
import { LABEL_FAMILY, LabelFaces, faceCss, type FaceSet, type LabelWeight } from '../text/labelFaces';

export type { LabelWeight } from '../text/labelFaces';

/** Names of the bitmap fonts labels fall back to for what the distance fields cannot show (emoji). */
export const FALLBACK_FONT = 'mapa-label-bitmap';
export const FALLBACK_FONT_ITALIC = 'mapa-label-bitmap-italic';

/** Distance-field glyphs are rasterised at this size (px) and drawn at any size from it. */
export const ATLAS_FONT_PX = 40;
/**
 * Texels of distance on each side of an outline: room for a one-pixel edge down to about 1/8 of ATLAS_FONT_PX,
 * and for the halo (an outer band of the same field) of a few px around text drawn at 12 px and up.
 */
export const ATLAS_SPREAD = 8;
/** Square atlas pages, at most ATLAS_MAX_PAGES of them per font (4 MB each): about 400 Latin or 300 CJK glyphs a page. */
export const ATLAS_PAGE_SIZE = 1024;
export const ATLAS_MAX_PAGES = 4;
/** Font units per atlas texel: PixiJS rounds glyph positions to whole units, which must stay under a screen px. */
const UNITS_PER_PX = 25;
/** The fallback bitmap glyphs are rasterised once at this size and scaled to each label's fontSize. */
const FALLBACK_BASE_SIZE = 48;

let resolution = 1;
const fonts = new Map<string, SdfLabelFont>();
const fallbacks = new Set<string>();
/** The page's label faces (Inter's files): nothing is rasterised before they have loaded. */
export const labelFaces = new LabelFaces(() => page().getFontFaceSet() as FaceSet | null);

/**
 * Sets the device pixel ratio the distance-field edges are sized for (the page's, once per engine start) and
 * starts loading the label faces; the promise resolves once they have loaded (or failed).
 */
export function prepareLabelFonts(pageResolution: number): Promise<void> {
  resolution = pageResolution;
  return labelFaces.start();
}

/** The device pixel ratio labels are drawn for (the halo's width is set in device px from it). */
export function labelResolution(): number {
  return resolution;
}

/** The distance-field font's name for a face. */
export function sdfFontName(weight: LabelWeight, italic: boolean): string {
  return `mapa-label-${weight}${italic ? '-italic' : ''}`;
}

/**
 * The font a label showing `text` in this face uses: the face's distance-field font (made on first use, so a map
 * whose labels are all regular never rasterises the bold one), or, for a text with a grapheme it cannot hold (a
 * colour emoji, or anything once its atlas is full), the bitmap font whose glyphs keep their colours. Null while the
 * faces the text needs are still loading (the label waits: `labelFaces.version` moves on when they arrive). White
 * glyphs take each label's colour as a tint, so one atlas serves every colour and size of its face.
 */
export function labelFont(weight: LabelWeight, italic: boolean, text: string): string | null {
  if (!labelFaces.isReady) return null;
  const font = sdfFont(weight, italic);
  const missing = font.missing(text);
  if (missing && !labelFaces.drawable(faceCss(weight, italic, ATLAS_FONT_PX), missing)) return null;
  if (font.covers(text)) return font.fontFamily;
  return fallbackFont(italic);
}

/** The distance-field font of a face, created and registered where BitmapText looks fonts up on first use. */
export function sdfFont(weight: LabelWeight, italic: boolean): SdfLabelFont {
  const name = sdfFontName(weight, italic);
  let font = fonts.get(name);
  if (font) return font;
  // Graphemes are rasterised as labels need them: a view's labels use a few dozen of them per face.
  const atlas = new GlyphAtlas(new CanvasGlyphs(faceCss(weight, italic, ATLAS_FONT_PX)), {
    pageSize: ATLAS_PAGE_SIZE,
    maxPages: ATLAS_MAX_PAGES,
    spread: ATLAS_SPREAD,
    unitsPerPx: UNITS_PER_PX,
  });
  font = new SdfLabelFont(atlas, ATLAS_FONT_PX, resolution, name);
  // BitmapText finds fonts in the asset cache under `<fontFamily>-bitmap`, as BitmapFont.install leaves them.
  Cache.set(`${name}-bitmap`, font);
  fonts.set(name, font);
  return font;
}

/** Uploads the atlas pages glyphs were added to since the last call (once per placement of labels). */
export function uploadLabelFonts(): void {
  for (const font of fonts.values()) font.upload();
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
      fontFamily: LABEL_FAMILY,
      fontSize: FALLBACK_BASE_SIZE,
      fill: 0xffffff,
      ...(italic ? { fontStyle: 'italic' as const } : {}),
    },
  });
  return name;
}

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
/**
 * Square atlas pages, at most ATLAS_MAX_PAGES of them per font (1 MB each): about 100 Latin or 75 CJK glyphs a
 * page. A page is uploaded whole (with its mipmaps) when first drawn: 1024-texel pages made the first frame of a map
 * seen whole upload 4 MB per face for the few dozen glyphs of its names (26 ms of a 10k map's first draw on
 * software WebGL, 5 ms at 512; bench/render profile).
 */
export const ATLAS_PAGE_SIZE = 512;
export const ATLAS_MAX_PAGES = 16;
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

/** What most labels are written in (printable ASCII): rasterised ahead by `rasteriseAhead`. */
const COMMON_GRAPHEMES = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
/**
 * Graphemes rasterised per idle moment (each about half a millisecond, and its kerning against the face's other
 * ASCII as much again), so the page stays responsive.
 */
const AHEAD_PER_MOMENT = 4;
/**
 * How long an idle moment is waited for at most (ms): long, so the glyphs are made only when the page has nothing
 * else to do (a streamed load of a big map keeps every frame busy, and a shorter wait ran them between its slices).
 */
const AHEAD_WAIT_MS = 10_000;

let aheadStarted = false;

/**
 * Once the label faces have loaded, rasterises the common graphemes of the faces a map's names use most (the
 * central topic's 700, the main topics' 600, the others' 400), a few per idle moment, once per page: the editor's
 * engine starts while its map downloads and the bench's page while it reads its map, so the first frame finds the
 * glyphs of most names made (it made them itself before: 30–80 ms of a 10k map's first frame on the bench).
 */
export function rasteriseAhead(pageResolution: number): void {
  if (aheadStarted) return;
  aheadStarted = true;
  const chunks: { weight: LabelWeight; text: string }[] = [];
  for (const weight of [700, 600, 400] as const)
    for (let at = 0; at < COMMON_GRAPHEMES.length; at += AHEAD_PER_MOMENT)
      chunks.push({ weight, text: COMMON_GRAPHEMES.slice(at, at + AHEAD_PER_MOMENT) });
  const next = (): void => {
    const chunk = chunks.shift();
    if (!chunk) return;
    labelFont(chunk.weight, false, chunk.text);
    page().whenIdle(next, AHEAD_WAIT_MS);
  };
  void prepareLabelFonts(pageResolution).then(
    () => labelFaces.isReady && page().whenIdle(next, AHEAD_WAIT_MS),
  );
}

/** Smallest and largest power of two a vector image is drawn at (px on its longer side). */
export const MIN_RASTER_LEVEL = 5;
export const MAX_RASTER_LEVEL = 11;

/** True for an SVG image (a data URL, or an address whose path ends in .svg): it can be drawn at any size. */
export function isVectorImage(url: string): boolean {
  if (/^data:image\/svg\+xml[;,]/i.test(url)) return true;
  const path = url.split(/[?#]/, 1)[0];
  return /\.svg$/i.test(path);
}

/**
 * The size a vector image shown `shownPx` px wide is drawn at: the next power of two (so it is never stretched
 * by more than 2× nor redrawn on every zoom step), between 32 and 2048 px.
 */
export function rasterLevel(shownPx: number): number {
  const level = Math.ceil(Math.log2(Math.max(1, shownPx)));
  return Math.min(MAX_RASTER_LEVEL, Math.max(MIN_RASTER_LEVEL, level));
}

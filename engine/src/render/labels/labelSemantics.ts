import type { NodeRole } from '@mapa/model';

/**
 * Semantic zoom of labels (issue 34): zoomed out, the upper levels of a map stay named. A central topic's label is
 * never drawn under CENTRAL_MIN_PX on screen nor a main topic's under MAIN_MIN_PX (nor under their own size: a
 * 10 px label is not blown up at zoom 1); the others fade out between FADE_FULL_PX and FADE_OUT_RATIO of it
 * instead of vanishing at one size. The label shader (`text/labelGlyphShader.ts`) draws with the same rules,
 * from these constants, so placement on the CPU and pixels on the GPU agree.
 */
export const CENTRAL_MIN_PX = 14;
export const MAIN_MIN_PX = 12;
/** Labels of other levels are fully opaque from this screen size up (or from their own size, when smaller)... */
export const FADE_FULL_PX = 9;
/** ...and gone at this share of it, never above... */
export const FADE_OUT_RATIO = 2 / 3;
/** ...nor under this size: nothing smaller is drawn at all. */
export const MIN_READABLE_TEXT_PX = 4;
/**
 * A label inside its own node's box (not a central or main topic's, which grow past it on a plate) grows towards
 * FADE_FULL_PX as far as the box holds it, this many graph units clear of each side: a sub-topic box big enough
 * on screen to hold a readable name shows one (issue 34: never a screen of empty boxes).
 */
export const FIT_PAD = 4;
/** A grown central or main topic's plate (its node's fill and border) reaches this share of the text size past it. */
export const PLATE_PAD_X = 0.5;
export const PLATE_PAD_Y = 0.3;
/** The growth of a label that may grow without bound (on a plate, or with a halo over the map). */
export const UNBOUNDED = 1e6;
/** Halo around labels over lines and images: this many CSS px outside the glyphs (less on small text). */
export const HALO_PX = 2;

/** Placement order: lower first. Central, main, sub, floating topics, then edge labels. */
export const EDGE_PRIORITY = 4;
const ROLE_PRIORITY: Record<NodeRole, number> = { central: 0, main: 1, sub: 2, floating: 3 };

/** Where a label comes in the placement order (see EDGE_PRIORITY). */
export function rolePriority(role: NodeRole): number {
  return ROLE_PRIORITY[role];
}

/**
 * The least screen size (px) a label of this role and `size` (graph units) is drawn at, or 0 when it may shrink
 * with the zoom. The placeholder never grows: an 'Add Title' blown up at the fit of a map only adds noise.
 */
export function labelMinPx(role: NodeRole | null, size: number, placeholder: boolean): number {
  if (placeholder || role === null) return 0;
  if (role === 'central') return Math.min(CENTRAL_MIN_PX, size);
  if (role === 'main') return Math.min(MAIN_MIN_PX, size);
  return 0;
}

/**
 * How much a label of `size` is scaled about its anchor at `zoom` to reach `minPx` on screen, never past
 * `maxScale` (the most its box holds, see `fitScale`); 1: not at all.
 */
export function labelScale(size: number, zoom: number, minPx: number, maxScale = UNBOUNDED): number {
  const px = size * zoom;
  return px > 0 && px < minPx ? Math.max(1, Math.min(minPx / px, maxScale)) : 1;
}

/**
 * The most a text `w` × `h` (graph units, at its own size) can grow about the middle of a `boxW` × `boxH` node
 * and stay FIT_PAD clear of its sides: 1 when it already fills the box.
 */
export function fitScale(w: number, h: number, boxW: number, boxH: number): number {
  if (w <= 0 || h <= 0) return 1;
  return Math.max(1, Math.min((boxW - 2 * FIT_PAD) / w, (boxH - 2 * FIT_PAD) / h));
}

/** Opacity of a label of `size` (graph units) drawn `screenPx` tall: 1 when readable, fading to 0 below. */
export function labelOpacity(size: number, screenPx: number): number {
  const full = Math.min(FADE_FULL_PX, size);
  const out = Math.max(MIN_READABLE_TEXT_PX, full * FADE_OUT_RATIO);
  if (full <= out) return screenPx >= out ? 1 : 0;
  return Math.min(1, Math.max(0, (screenPx - out) / (full - out)));
}

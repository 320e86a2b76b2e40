import type { MiniatureOptions } from '../api';
import type { SupportImage } from '@mapa/model';
import type { MapScene } from '../scene/MapScene';
import { emptyBox, isEmpty, union, type Box } from '../geometry/Box';
import { imageBox, isShownImage } from '../tools/image/supportImages';
import { parseColor } from '@mapa/model';

/** Largest miniature side, in px: a navigator is small, and the picture is read back from the GPU. */
export const MINIATURE_MAX_SIZE = 1024;
/** Room left around the map inside the picture, in px. */
export const MINIATURE_PADDING_PX = 4;
/** Share of the canvas colour kept in the miniature's background (the rest is white): faint, as asked. */
export const MINIATURE_BACKGROUND_TINT = 0.4;
/**
 * Colour (RGBA 0–1) a miniature paints a node whose fill and border are clear (the default style: on screen only
 * its label shows): a calm grey, so the navigator shows where the nodes are.
 */
export const MINIATURE_GHOST: readonly [number, number, number, number] = [
  0xad / 255,
  0xb5 / 255,
  0xbd / 255,
  1,
];
/** Opacity of background images and videos in the miniature. */
export const MINIATURE_IMAGE_ALPHA = 0.4;

/** Reads the requested size as whole px; throws a RangeError naming the bad field. */
export function miniatureSize(options: MiniatureOptions): { width: number; height: number } {
  const out = { width: 0, height: 0 };
  for (const name of ['width', 'height'] as const) {
    const v = options?.[name];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 1 || v > MINIATURE_MAX_SIZE)
      throw new RangeError(`miniature: ${name} must be a number from 1 to ${MINIATURE_MAX_SIZE} (got ${v})`);
    out[name] = Math.round(v);
  }
  return out;
}

/** What a miniature shows: the graph box of the shown nodes, edges and background images, and those images. */
export interface MiniatureContent {
  bounds: Box;
  images: SupportImage[];
}

/**
 * The box of everything drawn (shown nodes and edges from the spatial indexes, which leave hidden and collapsed
 * ones out, plus shown background images), and the background images; null when there is nothing. One pass over
 * the indexes' flat arrays: no records are read.
 */
export function miniatureContent(scene: MapScene): MiniatureContent | null {
  const bounds = emptyBox();
  scene.nodeIndex.forEach((_, b) => union(bounds, b));
  scene.edgeIndex.forEach((_, b) => union(bounds, b));
  const images = shownBackgroundImages(scene);
  for (const image of images) {
    const { x, y, width, height } = imageBox(image);
    union(bounds, { minX: x, minY: y, maxX: x + width, maxY: y + height });
  }
  return isEmpty(bounds) ? null : { bounds, images };
}

/** The background images and videos a miniature shows: the shown ones with an area. */
export function shownBackgroundImages(scene: MapScene): SupportImage[] {
  return (scene.state?.canvas?.backgroundImages ?? []).filter((image) => {
    const { width, height } = imageBox(image);
    return isShownImage(image) && width > 0 && height > 0;
  });
}

/** Where the map sits in a miniature: the graph box the whole picture shows, and graph units → px. */
export interface MiniatureFrame {
  bounds: Box;
  scale: number;
}

/**
 * Fits `content` into a `width`×`height` picture with MINIATURE_PADDING_PX around it, centred; the returned box is
 * what the picture shows edge to edge (so it has the picture's aspect ratio).
 */
export function miniatureFrame(content: Box, width: number, height: number): MiniatureFrame {
  const w = Math.max(1, content.maxX - content.minX);
  const h = Math.max(1, content.maxY - content.minY);
  const innerW = Math.max(1, width - 2 * MINIATURE_PADDING_PX);
  const innerH = Math.max(1, height - 2 * MINIATURE_PADDING_PX);
  const scale = Math.min(innerW / w, innerH / h);
  const cx = (content.minX + content.maxX) / 2;
  const cy = (content.minY + content.maxY) / 2;
  const hw = width / 2 / scale;
  const hh = height / 2 / scale;
  return { bounds: { minX: cx - hw, minY: cy - hh, maxX: cx + hw, maxY: cy + hh }, scale };
}

/** The miniature's background: the canvas colour (the scene's: its own or its theme's) faded toward white. */
export function faintBackground(canvasColor: string | undefined | null): number {
  const bg = parseColor(canvasColor, { rgb: 0xffffff, alpha: 1 });
  const k = MINIATURE_BACKGROUND_TINT * bg.alpha;
  const mix = (shift: number) => Math.round(((bg.rgb >> shift) & 0xff) * k + 255 * (1 - k));
  return (mix(16) << 16) | (mix(8) << 8) | mix(0);
}

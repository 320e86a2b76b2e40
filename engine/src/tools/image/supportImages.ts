import type { Point, SupportImage } from '@mapa/model';
import type { Camera } from '../../camera/Camera';
import { hitResizeHandle, HANDLE_SIZE_PX } from '../../hit/handles';
import type { Corner } from '../ToolContext';

/** Video files play looped and muted (spec §3.4, §9). */
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg'] as const;
/** A support image cannot be resized below twice the resize-handle size (spec §5), in screen px. */
export const MIN_IMAGE_SIZE_PX = 2 * HANDLE_SIZE_PX;

/** True when the image's url (or name) names a video. */
export function isVideo(image: Pick<SupportImage, 'url' | 'name'>): boolean {
  const path = (image.name ?? image.url).split(/[?#]/)[0].toLowerCase();
  return (
    VIDEO_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`)) ||
    /\.(mp4|webm|ogg)$/i.test(image.url.split(/[?#]/)[0])
  );
}

/** The image's box: bounds are `{x, y, width, height}` (or `{x, y, w, h}`), x/y the top-left corner. */
export function imageBox(image: SupportImage): { x: number; y: number; width: number; height: number } {
  const b = image.bounds;
  return { x: b.x, y: b.y, width: b.width ?? b.w ?? 0, height: b.height ?? b.h ?? 0 };
}

/** True when the image is drawn (visible unless `visible: false`). */
export function isShownImage(image: SupportImage): boolean {
  return image.visible !== false;
}

/** Selectable: unlocked and visible (spec §4.6). */
export function isSelectableImage(image: SupportImage): boolean {
  return image.locked !== true && isShownImage(image);
}

/** The topmost shown image under a graph point (later in the list = on top); `selectable` skips locked ones. */
export function imageAt(images: readonly SupportImage[], p: Point, selectable: boolean): SupportImage | null {
  for (let i = images.length - 1; i >= 0; i--) {
    const image = images[i];
    if (!isShownImage(image) || (selectable && image.locked === true)) continue;
    const b = imageBox(image);
    if (p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height) return image;
  }
  return null;
}

/** The resize handle of a selected image under a screen point, or null. */
export function imageHandleAt(camera: Camera, image: SupportImage, screen: Point): Corner | null {
  const b = imageBox(image);
  return hitResizeHandle(camera, b.x + b.width / 2, b.y + b.height / 2, b.width, b.height, screen);
}

/**
 * New bounds when dragging `corner` to `to` (graph units) with the opposite corner fixed; each side keeps at
 * least `min` graph units.
 */
export function resizedBounds(
  image: SupportImage,
  corner: Corner,
  to: Point,
  min: number,
): { x: number; y: number; width: number; height: number } {
  const b = imageBox(image);
  const right = b.x + b.width;
  const bottom = b.y + b.height;
  const west = corner === 'nw' || corner === 'sw';
  const north = corner === 'nw' || corner === 'ne';
  const x0 = west ? Math.min(to.x, right - min) : b.x;
  const x1 = west ? right : Math.max(to.x, b.x + min);
  const y0 = north ? Math.min(to.y, bottom - min) : b.y;
  const y1 = north ? bottom : Math.max(to.y, b.y + min);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The image with new bounds, written in the same shape (`width/height` or `w/h`) it came with. */
export function withBounds(
  image: SupportImage,
  box: { x: number; y: number; width: number; height: number },
): SupportImage {
  const short = image.bounds.width === undefined && image.bounds.w !== undefined;
  const bounds = short
    ? { ...image.bounds, x: box.x, y: box.y, w: box.width, h: box.height }
    : { ...image.bounds, x: box.x, y: box.y, width: box.width, height: box.height };
  return { ...image, bounds };
}

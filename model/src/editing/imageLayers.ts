import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import type { SupportImage } from '../schema/canvas';
import { updateImageOps } from '../ops/build/imageOps';

/**
 * Moves a support image one place up (towards the front) or down in the layer order of
 * `canvas.backgroundImages` (spec §4.6), as a remove and an add at the new index. [] at either end.
 */
export function moveImageLayerOps(state: MapState, id: string, step: 'up' | 'down'): Operation[] {
  const images = state.canvas?.backgroundImages ?? [];
  const index = images.findIndex((image) => image.id === id);
  const to = step === 'up' ? index + 1 : index - 1;
  if (index < 0 || to < 0 || to >= images.length) return [];
  const image = images[index];
  return [
    { type: 'image.remove', image, index },
    { type: 'image.add', image, index: to },
  ];
}

/** True for an image the map keeps but does not draw (`visible: false`). */
export function isHiddenImage(image: SupportImage): boolean {
  return image.visible === false;
}

/** The map's hidden support images, back to front. */
export function hiddenImages(state: MapState): SupportImage[] {
  return (state.canvas?.backgroundImages ?? []).filter(isHiddenImage);
}

/**
 * `image.update`s that show (`visible: true`) or hide the images `ids`, one transaction's worth: images already so,
 * and unknown ids, are skipped. [] when nothing changes.
 */
export function imagesVisibleOps(state: MapState, ids: Iterable<string>, visible: boolean): Operation[] {
  const ops: Operation[] = [];
  for (const id of new Set(ids)) {
    const image = state.canvas?.backgroundImages?.find((candidate) => candidate.id === id);
    if (image && isHiddenImage(image) === visible) ops.push(...updateImageOps(state, id, { visible }));
  }
  return ops;
}

/** The name a person knows an image by: its `name`, else the last part of its address (spec §3.4). */
export function imageDisplayName(image: Pick<SupportImage, 'name' | 'url'>): string {
  const name = image.name?.trim();
  if (name) return name;
  // A picture kept in the page (the demo map) has no address to speak of: its type says what it is.
  if (image.url.startsWith('data:')) return /^data:([^;,]*)/.exec(image.url)?.[1] || image.url.slice(0, 40);
  const path = image.url.split(/[?#]/)[0];
  const last = path.split('/').filter(Boolean).pop() ?? image.url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** An image's box in graph units: bounds are `{x, y, width, height}` (or `{x, y, w, h}`), x/y its top-left corner. */
export function imageGraphBox(image: SupportImage): {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
} {
  const { x, y } = image.bounds;
  const width = image.bounds.width ?? image.bounds.w ?? 0;
  const height = image.bounds.height ?? image.bounds.h ?? 0;
  return { minX: x, minY: y, maxX: x + width, maxY: y + height };
}

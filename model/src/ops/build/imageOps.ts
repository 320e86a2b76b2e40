import type { SupportImage } from '../../schema/canvas';
import type { Operation } from '../operation';
import type { MapState } from '../../state/MapState';
import { ensureCanvasOps } from './documentOps';
import { withKey } from '../apply/withKey';
import { jsonEqual } from './jsonEqual';

/** Adds a support image on top of the others, creating the canvas first when the map has none. */
export function addImageOps(state: MapState, image: SupportImage): Operation[] {
  const index = state.canvas?.backgroundImages?.length ?? 0;
  return [...ensureCanvasOps(state), { type: 'image.add', image, index }];
}

/** An `image.update` applying `patch` (undefined removes a key); [] when the image is missing or unchanged. */
export function updateImageOps(state: MapState, id: string, patch: Partial<SupportImage>): Operation[] {
  const from = state.canvas?.backgroundImages?.find((image) => image.id === id);
  if (!from) return [];
  let to = from;
  for (const [key, value] of Object.entries(patch)) {
    if (key !== 'id' && !jsonEqual(value, to[key])) to = withKey(to, key, value);
  }
  return to === from ? [] : [{ type: 'image.update', id, from, to }];
}

/** Removes support images, topmost first so each recorded index holds when applied; unknown ids are skipped. */
export function removeImagesOps(state: MapState, ids: Iterable<string>): Operation[] {
  const wanted = new Set(ids);
  const images = state.canvas?.backgroundImages ?? [];
  const ops: Operation[] = [];
  for (let index = images.length - 1; index >= 0; index--) {
    if (wanted.has(images[index].id)) ops.push({ type: 'image.remove', image: images[index], index });
  }
  return ops;
}

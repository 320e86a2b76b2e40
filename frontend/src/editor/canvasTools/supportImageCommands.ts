import {
  addImageOps,
  createTransaction,
  hiddenImages,
  imageGraphBox,
  imagesVisibleOps,
  moveImageLayerOps,
  newId,
  removeImagesOps,
  updateImageOps,
  type Point,
  type SupportImage,
} from '@mapa/model';
import type { MediaApi } from '../../api';
import type { EditorStores } from '../EditorContext';
import { dataUrlOf } from '../appearance/dataUrl';
import {
  SUPPORT_MEDIA_MAX_BYTES,
  SUPPORT_MEDIA_TYPES,
  MediaTooBigError,
  MediaTypeError,
  supportMediaName,
  uploadSupportMedia,
  type StoredMedia,
} from './supportMediaUpload';

/** What the 'Add Image' file picker accepts: images and the looping videos of spec §9. */
export const SUPPORT_MEDIA_ACCEPT = Object.keys(SUPPORT_MEDIA_TYPES).join(',');
/** A new background image is at most this wide or high (graph units) where it lands. */
export const NEW_IMAGE_MAX_SIDE = 600;

/** The natural size of an image or video file (falls back to 4:3 when the browser cannot tell). */
async function naturalSize(file: Blob, url: string): Promise<{ width: number; height: number }> {
  try {
    if (file.type.startsWith('video/')) {
      const video = document.createElement('video');
      video.muted = true;
      video.src = url;
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = reject;
      });
      return { width: video.videoWidth || 640, height: video.videoHeight || 480 };
    }
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height };
  } catch {
    return { width: 640, height: 480 };
  }
}

/** The demo map (never saved, no owner) keeps background media in the page, as data URLs, checked as uploads are. */
async function keepLocally(file: File): Promise<StoredMedia> {
  if (file.type && !SUPPORT_MEDIA_TYPES[file.type]) throw new MediaTypeError(file.type);
  if (file.size > SUPPORT_MEDIA_MAX_BYTES) throw new MediaTooBigError(file.size);
  const contentType = file.type || 'application/octet-stream';
  return { name: supportMediaName(file.name, file.type), url: await dataUrlOf(file), contentType };
}

/**
 * 'Add Image' (spec §2.6, §2.12): uploads a background image or video through the signed-URL flow of §7.2
 * (`uploadSupportMedia`) and adds it centred on `at`, at most 600 units on its longer side, on top of the other
 * background images (`image.added`). On the demo map the file stays in the page instead.
 */
export async function addSupportImage(
  stores: EditorStores,
  media: MediaApi,
  file: File,
  at: Point,
): Promise<string> {
  const local = URL.createObjectURL(file);
  try {
    const [size, stored] = await Promise.all([
      naturalSize(file, local),
      stores.map.demo
        ? keepLocally(file)
        : uploadSupportMedia(media, { owner: stores.map.owner, mapId: stores.map.id }, file),
    ]);
    const scale = Math.min(1, NEW_IMAGE_MAX_SIDE / Math.max(size.width, size.height));
    const width = Math.round(size.width * scale);
    const height = Math.round(size.height * scale);
    const image: SupportImage = {
      id: newId(),
      // The type the server found names the file (a video is told by its extension).
      name: supportMediaName(stored.name, stored.contentType),
      url: stored.url,
      bounds: { x: Math.round(at.x - width / 2), y: Math.round(at.y - height / 2), width, height },
      resourceW: size.width,
      resourceH: size.height,
      locked: false,
      visible: true,
    };
    stores.doc.apply(createTransaction('image.added', addImageOps(stores.doc.state, image)));
    stores.ui.engine?.selectImage(image.id);
    return image.id;
  } finally {
    URL.revokeObjectURL(local);
  }
}

function findImage(stores: EditorStores, id: string): SupportImage | undefined {
  return stores.doc.state.canvas?.backgroundImages?.find((image) => image.id === id);
}

/** Lock/Unlock (spec §4.6 'Images toggle locked'); locking deselects. */
export function toggleImageLock(stores: EditorStores, id: string): void {
  const image = findImage(stores, id);
  if (!image) return;
  const ops = updateImageOps(stores.doc.state, id, { locked: image.locked !== true });
  if (ops.length > 0) stores.doc.apply(createTransaction('image.locked', ops));
}

/** Hides a background image (it stays in the map; `visible: false`). */
export function hideImage(stores: EditorStores, id: string): void {
  setImagesVisible(stores, [id], false);
}

/** Shows a hidden background image again. */
export function showImage(stores: EditorStores, id: string): void {
  setImagesVisible(stores, [id], true);
}

/** Shows every hidden background image, as one undoable change. */
export function showHiddenImages(stores: EditorStores): void {
  setImagesVisible(
    stores,
    hiddenImages(stores.doc.state).map((image) => image.id),
    true,
  );
}

function setImagesVisible(stores: EditorStores, ids: string[], visible: boolean): void {
  const ops = imagesVisibleOps(stores.doc.state, ids, visible);
  if (ops.length > 0) stores.doc.apply(createTransaction('canvas.updated', ops));
}

/**
 * Brings a background image into view (the Layers list): the camera glides to show it whole, and an editor gets it
 * selected when it can be (shown and unlocked, spec §4.6), with its tool bar.
 */
export function focusImage(stores: EditorStores, id: string, padding: number): void {
  const image = findImage(stores, id);
  const engine = stores.ui.engine;
  if (!image || !engine) return;
  if (!stores.readOnly && image.visible !== false && image.locked !== true) engine.selectImage(id);
  engine.focusArea(imageGraphBox(image), padding);
}

/** Moves a background image one layer up or down. */
export function moveImageLayer(stores: EditorStores, id: string, step: 'up' | 'down'): void {
  const ops = moveImageLayerOps(stores.doc.state, id, step);
  if (ops.length > 0) stores.doc.apply(createTransaction('canvas.updated', ops));
}

/** Removes a background image (`image.removed`). */
export function removeImage(stores: EditorStores, id: string): void {
  const ops = removeImagesOps(stores.doc.state, [id]);
  if (ops.length > 0) stores.doc.apply(createTransaction('image.removed', ops));
}

import type { MapState, Transaction } from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { nodePatchTransaction } from '../commands/nodeTransactions';
import { compressImage, uploadName } from './compressImage';
import { imagesApi } from '../../api/imagesApi';
import { dataUrlOf } from './dataUrl';

/** The background a node gets back when its image is removed (spec §2.9). */
export const IMAGE_REMOVED_BACKGROUND = '#D3D3D3';

/**
 * `node.image.updated`: a new image name; imageURL is cleared so it is resolved again (spec §4.4), unless it is
 * given (the demo map keeps its images in the page). A node that had no image and kept its text in the centre gets
 * it back to the default, which puts it below the image (spec §9), so the label does not sit on the picture.
 */
export function setImageTransaction(
  state: MapState,
  id: string,
  image: string,
  options: { icon?: string; imageURL?: string } = {},
): Transaction | null {
  const node = state.getNode(id);
  const freeText = !node?.data.image && node?.data.textPosition === 'center';
  return nodePatchTransaction(
    state,
    id,
    {
      image,
      imageURL: options.imageURL,
      icon: options.icon,
      ...(freeText ? { textPosition: undefined } : {}),
    },
    'node.image.updated',
  );
}

/** `node.image.updated`: no image, and the background reset to #D3D3D3 (spec §2.9). */
export function removeImageTransaction(state: MapState, id: string): Transaction | null {
  return nodePatchTransaction(
    state,
    id,
    { image: undefined, imageURL: undefined, icon: undefined, backgroundColor: IMAGE_REMOVED_BACKGROUND },
    'node.image.updated',
  );
}

/**
 * Stores an image for the open map: uploaded to the server, or on the demo map (never saved, no owner) kept in the
 * page as a data URL. Answers the stored name and, for a local image, its URL.
 */
export async function storeImage(
  stores: EditorStores,
  name: string,
  blob: Blob,
): Promise<{ image: string; imageURL?: string }> {
  if (stores.map.demo) return { image: name, imageURL: await dataUrlOf(blob) };
  const { imageName } = await imagesApi.upload({ owner: stores.map.owner, mapId: stores.map.id }, name, blob);
  return { image: imageName };
}

/** Compresses and stores a picked file, then points the node at it. */
export async function uploadNodeImage(stores: EditorStores, nodeId: string, file: File): Promise<void> {
  const stored = await storeFile(stores, file);
  const tx = setImageTransaction(stores.doc.state, nodeId, stored.image, { imageURL: stored.imageURL });
  if (tx) stores.doc.apply(tx);
}

/** Stores a chosen icon as an SVG image of the map (spec §7.2). */
export async function storeIcon(
  stores: EditorStores,
  icon: string,
): Promise<{ image: string; imageURL?: string }> {
  const svg = await imagesApi.iconSvg(icon);
  return storeImage(stores, `icon-${icon}.svg`, new Blob([svg], { type: 'image/svg+xml' }));
}

/** Compresses and stores a picked file as an image of the map. */
export async function storeFile(
  stores: EditorStores,
  file: File,
): Promise<{ image: string; imageURL?: string }> {
  return storeImage(stores, uploadName(file.name), await compressImage(file));
}

/** Stores a chosen icon as an SVG image of the map and points the node at it (spec §7.2). */
export async function applyIcon(stores: EditorStores, nodeId: string, icon: string): Promise<void> {
  const stored = await storeIcon(stores, icon);
  const tx = setImageTransaction(stores.doc.state, nodeId, stored.image, { icon, imageURL: stored.imageURL });
  if (tx) stores.doc.apply(tx);
}

import type { MapState, Transaction } from '@mapa/model';
import { ApiError } from '../../api/ApiError';
import { errorMessage } from '../../api/errorMessage';
import type { EditorStores } from '../EditorContext';
import { nodePatchTransaction } from '../nodeTransactions';
import { compressImage, uploadName } from './compressImage';
import { imagesApi } from './imagesApi';

/** The background a node gets back when its image is removed (spec §2.9). */
export const IMAGE_REMOVED_BACKGROUND = '#D3D3D3';

/** `node.image.updated`: a new image name; imageURL is cleared so it is resolved again (spec §4.4). */
export function setImageTransaction(
  state: MapState,
  id: string,
  image: string,
  icon?: string,
): Transaction | null {
  return nodePatchTransaction(state, id, { image, imageURL: undefined, icon }, 'node.image.updated');
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

/** The message shown for a failed upload, in the interface language; too big (413) has the spec's own text (§8). */
export function uploadErrorMessage(error: unknown, t: (key: string) => string): string {
  const tooBig =
    (error instanceof ApiError && error.status === 413) || errorCode(error) === 'PAYLOAD_TOO_LARGE';
  return tooBig ? t('appearance.imageTooBig') : errorMessage(error, t);
}

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

/** Compresses and uploads a picked file, then points the node at it. */
export async function uploadNodeImage(stores: EditorStores, nodeId: string, file: File): Promise<void> {
  const blob = await compressImage(file);
  const name = uploadName(file.name);
  const { imageName } = await imagesApi.upload({ owner: stores.map.owner, mapId: stores.map.id }, name, blob);
  const tx = setImageTransaction(stores.doc.state, nodeId, imageName);
  if (tx) stores.doc.apply(tx);
}

/** Stores a chosen icon as an SVG image of the map and points the node at it (spec §7.2). */
export async function applyIcon(stores: EditorStores, nodeId: string, icon: string): Promise<void> {
  const svg = await imagesApi.iconSvg(icon);
  const blob = new Blob([svg], { type: 'image/svg+xml' });
  const { imageName } = await imagesApi.upload(
    { owner: stores.map.owner, mapId: stores.map.id },
    `icon-${icon}.svg`,
    blob,
  );
  const tx = setImageTransaction(stores.doc.state, nodeId, imageName, icon);
  if (tx) stores.doc.apply(tx);
}

import { Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import { MapsRepository } from '../maps/maps.repository';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { SIGNED_URL_SECONDS } from '../storage/blobStore';
import { sniffImageType, sniffSupportMedia, storedImageName, storedMediaName } from './imageType';
import { sanitizedSvg } from './assetContent';

/** What an upload names: the map (by owner and id) and the image's name. */
export interface ImageRef {
  owner: string;
  mapId: string;
  imageName: string;
}

/** Largest node image upload (spec §9); larger answers 413. */
export const IMAGE_UPLOAD_LIMIT = 10 * 1024 * 1024;

/**
 * Node images and previews (spec §7.2): stored under `{owner}/{mapId}/assets/{name}` (or `preview.png`) after the
 * type is checked by content and SVG is sanitised; read back through `/api/images/...` (signed URL for previews).
 */
@Injectable()
export class ImagesService {
  constructor(
    private readonly access: MapAccessService,
    private readonly maps: MapsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async upload(
    user: UserRecord | undefined,
    ref: ImageRef,
    bytes: Buffer,
  ): Promise<{ imageName: string; publicUrl: string }> {
    const { map } = await this.access.require(ref.mapId, user, 'write', ref.owner);
    const type = await sniffImageType(bytes);
    if (!type)
      throw new ApiException(415, 'VALIDATION_FAILED', 'Only PNG, JPEG, WebP and SVG images are accepted');
    const isPreview = ref.imageName === 'preview.png';
    if (isPreview && type !== 'image/png')
      throw new ApiException(415, 'VALIDATION_FAILED', 'preview.png must be a PNG image');
    const stored = type === 'image/svg+xml' ? sanitizedSvg(bytes) : bytes;
    const imageName = isPreview ? 'preview.png' : storedImageName(ref.imageName, type);
    const key = resourceKey(map.owner_email, map.id, isPreview ? 'preview.png' : `assets/${imageName}`);
    await this.blobs.put(key, stored, { contentType: type });
    // The map list shows the preview from now on (and the new time fetches it anew).
    if (isPreview) await this.maps.markPreview(map.id, new Date().toISOString());
    return { imageName, publicUrl: await this.readUrl(map.id, key, imageName) };
  }

  /**
   * A background image or video (spec §3.4, §4.6): checked by content (images, GIF, MP4, WebM, Ogg), SVG
   * sanitised, stored under `assets/`; answers a durable app URL (`/api/images/{mapId}/{name}`) that checks access
   * and redirects to a fresh signed URL each time, so the map never holds an expiring address.
   */
  async uploadSupportMedia(
    user: UserRecord | undefined,
    ref: ImageRef,
    bytes: Buffer,
  ): Promise<{ name: string; url: string; contentType: string }> {
    const { map } = await this.access.require(ref.mapId, user, 'write', ref.owner);
    const type = await sniffSupportMedia(bytes);
    if (!type)
      throw new ApiException(
        415,
        'VALIDATION_FAILED',
        'Only images (PNG, JPEG, WebP, SVG, GIF) and videos (MP4, WebM, Ogg) are accepted',
      );
    const stored = type === 'image/svg+xml' ? sanitizedSvg(bytes) : bytes;
    const name = storedMediaName(ref.imageName, type);
    await this.blobs.put(resourceKey(map.owner_email, map.id, `assets/${name}`), stored, {
      contentType: type,
    });
    return { name, url: `/api/images/${map.id}/${name}`, contentType: type };
  }

  /** Where `GET /api/images/{mapId}/{name}` redirects: a fresh signed URL, after the read check; 404 otherwise. */
  async assetRedirect(user: UserRecord | undefined, mapId: string, name: string): Promise<string> {
    const { map } = await this.access.require(mapId, user, 'read');
    let key: string;
    try {
      key = resourceKey(map.owner_email, map.id, `assets/${name}`);
    } catch {
      throw new ApiException(404, 'NOT_FOUND', 'No such asset');
    }
    if (!(await this.blobs.head(key))) throw new ApiException(404, 'NOT_FOUND', 'No such asset');
    return this.blobs.signedUrl(key, 'GET', SIGNED_URL_SECONDS);
  }

  /** `POST /api/s3/getImage`: a readable address of a stored image; 404 when it does not exist. */
  async publicUrl(user: UserRecord | undefined, ref: ImageRef): Promise<{ publicUrl: string }> {
    const { map } = await this.access.require(ref.mapId, user, 'read', ref.owner);
    const path = ref.imageName === 'preview.png' ? 'preview.png' : `assets/${ref.imageName}`;
    let key: string;
    try {
      key = resourceKey(map.owner_email, map.id, path);
    } catch {
      throw new ApiException(
        400,
        'VALIDATION_FAILED',
        `Invalid image name: ${JSON.stringify(ref.imageName)}`,
      );
    }
    if (!(await this.blobs.head(key))) throw new ApiException(404, 'NOT_FOUND', 'No such image');
    return { publicUrl: await this.readUrl(map.id, key, ref.imageName) };
  }

  /**
   * Where a stored image is read: node images (under `assets/`) get the durable `/api/images/{mapId}/{name}`,
   * which checks access on every read and redirects to a signed URL of a minute, so the address a map keeps in
   * `imageURL` neither expires while the map is open nor outlives the reader's access; `preview.png` gets a
   * signed URL.
   */
  private async readUrl(mapId: string, key: string, imageName: string): Promise<string> {
    if (imageName === 'preview.png') return this.blobs.signedUrl(key, 'GET', SIGNED_URL_SECONDS);
    return `/api/images/${mapId}/${encodeURIComponent(imageName)}`;
  }
}

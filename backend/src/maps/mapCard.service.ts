import { Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { FavoritesRepository } from './favorites.repository';
import { MapAccessService } from './mapAccess.service';
import { MapsRepository } from './maps.repository';

/**
 * Favourites (per user, any role), tags (per map, owner or editor), the template flag (owner) and the stored
 * preview of a map.
 */
@Injectable()
export class MapCardService {
  constructor(
    private readonly access: MapAccessService,
    private readonly maps: MapsRepository,
    private readonly favorites: FavoritesRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async setFavorite(user: UserRecord, id: string, favorite: boolean): Promise<void> {
    const { map } = await this.access.require(id, user, 'read');
    await this.favorites.set(map.id, user.email, favorite);
  }

  async setTags(user: UserRecord, id: string, tags: string[]): Promise<string[]> {
    const { map } = await this.access.require(id, user, 'write');
    await this.maps.updateTags(map.id, tags);
    return tags;
  }

  /** Only the owner decides whether their map is offered as a template. */
  async setTemplate(user: UserRecord, id: string, template: boolean): Promise<void> {
    const { map } = await this.access.require(id, user, 'own');
    await this.maps.updateTemplate(map.id, template);
  }

  async preview(user: UserRecord | undefined, id: string): Promise<Buffer> {
    const { map } = await this.access.require(id, user, 'read');
    const blob = await this.blobs.get(resourceKey(map.owner_email, map.id, 'preview.png'));
    if (!blob) throw new ApiException(404, 'NOT_FOUND', 'This map has no preview yet');
    return blob.bytes;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { parseMapDocument } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey, resourceKey } from '../storage/blobKeys';
import { documentMetadata } from '../storage/documentMetadata';
import { MapStateReader } from '../sync/mapStateReader';
import { MapAccessService } from './mapAccess.service';
import { copyTitle, duplicateDocument } from './mapDuplicate';
import { newMapId } from './mapIds';
import { MapsRepository } from './maps.repository';

/**
 * `POST /api/maps/:id/duplicate`: anyone who can read a map makes their own copy of it: the current document
 * (with the transactions saved since its snapshot), the images it uses and its preview. Members, favourites, tags
 * and the template flag stay with the original.
 */
@Injectable()
export class MapDuplicateService {
  constructor(
    private readonly access: MapAccessService,
    private readonly reader: MapStateReader,
    private readonly maps: MapsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async duplicate(user: UserRecord, id: string, title: string | undefined): Promise<{ id: string }> {
    const { map } = await this.access.require(id, user, 'read');
    const current = await this.reader.currentDocument(map);
    const parsed = parseMapDocument(JSON.parse(current.bytes.toString('utf8')));
    if (!parsed.ok) throw new ApiException(500, 'INTERNAL_ERROR', 'The stored map could not be read');
    const copyId = newMapId();
    const { document, assets } = duplicateDocument(parsed.document, map.id, copyId);
    // Assets and preview first, then the document, then the row: a listed map never points at missing parts.
    for (const name of assets) await this.copy(map, copyId, user.email, `assets/${name}`);
    const preview = map.preview_at ? await this.copy(map, copyId, user.email, 'preview.png') : false;
    const now = new Date().toISOString();
    await this.blobs.put(mapDocumentKey(user.email, copyId), Buffer.from(JSON.stringify(document)), {
      contentType: 'application/json',
      metadata: documentMetadata(now, 0),
    });
    await this.maps.insert({
      id: copyId,
      ownerEmail: user.email,
      name: title || copyTitle(map.name),
      description: map.description,
      now,
      previewAt: preview ? now : null,
    });
    return { id: copyId };
  }

  /** Copies one resource of the source map into the copy; false when the source has none. */
  private async copy(
    from: { id: string; owner_email: string },
    toId: string,
    toOwner: string,
    path: string,
  ): Promise<boolean> {
    let source: string;
    try {
      source = resourceKey(from.owner_email, from.id, path);
    } catch {
      return false; // a name no key can hold was never stored
    }
    const blob = await this.blobs.get(source);
    if (!blob) return false;
    await this.blobs.put(resourceKey(toOwner, toId, path), blob.bytes, {
      contentType: blob.contentType,
      metadata: blob.metadata,
    });
    return true;
  }
}

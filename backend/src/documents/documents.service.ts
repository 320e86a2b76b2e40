import { Inject, Injectable } from '@nestjs/common';
import { parseMapDocument, type MapRole } from '@mapa/model';
import { ApiException, mapNotFound } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey } from '../storage/blobKeys';
import { documentMetadata } from './documentMetadata';
import { sanitizeDocument } from './documentSanitizer';
import { MapAccessService } from './mapAccess.service';
import { MapsRepository } from './maps.repository';
import { SyncService } from '../sync/sync.service';

/** A downloaded document with what its response headers need. */
export interface DownloadedDocument {
  bytes: Buffer;
  revision: number;
  lastModified: string;
  role: MapRole;
}

/** A saved document's new revision and time. */
export interface SavedDocument {
  revision: number;
  lastModified: string;
}

/** Reading and saving map documents: access, validation, sanitising and the revision check. */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly maps: MapsRepository,
    private readonly access: MapAccessService,
    private readonly sync: SyncService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async download(user: UserRecord | undefined, id: string, owner: string): Promise<DownloadedDocument> {
    const { map, role } = await this.access.require(id, user, 'read', owner);
    // Transactions saved since the stored snapshot are replayed (the blob catches up at the next compaction).
    const replayed = await this.sync.currentDocument(map);
    if (replayed) return { ...replayed, role };
    const blob = await this.blobs.get(mapDocumentKey(map.owner_email, map.id));
    if (!blob) throw mapNotFound();
    // The revision stored with the bytes is the one they belong to (the row may have moved on meanwhile).
    const revision = Number(blob.metadata.revision ?? map.revision);
    return {
      bytes: blob.bytes,
      revision,
      lastModified: blob.metadata['last-modified'] ?? map.last_modified,
      role,
    };
  }

  /**
   * Validates, sanitises and stores a document. With `ifMatch`, refuses with 409 `CONFLICT_DETECTED` (writing
   * nothing) unless the stored revision still equals it.
   */
  async upload(
    user: UserRecord,
    id: string,
    owner: string,
    body: unknown,
    ifMatch?: number,
  ): Promise<SavedDocument> {
    const { map } = await this.access.require(id, user, 'write', owner);
    const parsed = parseMapDocument(body);
    if (!parsed.ok) throw new ApiException(400, 'INVALID_DOCUMENT', parsed.error.message, parsed.error.path);
    const bytes = Buffer.from(JSON.stringify(sanitizeDocument(parsed.document)));
    const lastModified = new Date().toISOString();
    const key = mapDocumentKey(map.owner_email, map.id);
    const revision = await this.maps.saveRevision(map.id, ifMatch, lastModified, (next) =>
      this.blobs.put(key, bytes, {
        contentType: 'application/json',
        metadata: documentMetadata(lastModified, next),
      }),
    );
    if (revision === null) {
      throw new ApiException(409, 'CONFLICT_DETECTED', 'The map was changed since this version was loaded');
    }
    this.sync.documentReplaced(map.id, revision, lastModified);
    return { revision, lastModified };
  }
}

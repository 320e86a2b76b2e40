import { Inject, Injectable } from '@nestjs/common';
import type { ExportFormat, LoadedImage } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { DocumentsService } from '../sync/documents.service';
import { MapAccessService } from '../documents/mapAccess.service';
import type { MapRow } from '../documents/maps.repository';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { parseResourceKey, resourceKey } from '../storage/blobKeys';
import { DocumentWorkers } from '../workers/documentWorkers';
import { exportInWorker } from './exportInWorker';
import { prepareExport, readStoredMap, type PreparedExport } from './exportWriter';

/** How an export answers: its name and type, and a function that writes it to the response. */
export type ExportResponse = PreparedExport;

/**
 * `POST /api/documents/export` (spec §7.6): the map as stored (transactions since the snapshot replayed), in any
 * format, for anyone who can read it. A big map is read and converted in the document worker pool and streamed
 * back as the worker writes it (the event loop keeps answering other requests); a small one inline.
 */
@Injectable()
export class ExportService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly access: MapAccessService,
    private readonly workers: DocumentWorkers,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async export(
    user: UserRecord | undefined,
    request: { id: string; owner: string; outputFormat: ExportFormat; entitiesToExport: string[] },
  ): Promise<ExportResponse> {
    const { map } = await this.access.require(request.id, user, 'read', request.owner);
    const downloaded = await this.documents.download(user, request.id, request.owner);
    const job = { format: request.outputFormat, title: map.name, entities: request.entitiesToExport };
    const loadImage = (src: string) => this.loadImage(map, src);
    if (!this.workers.runsInline(downloaded.bytes.byteLength))
      return exportInWorker(this.workers, downloaded.bytes, job, loadImage);
    const doc = readStoredMap(downloaded.bytes);
    if (!doc) throw new ApiException(500, 'INTERNAL_ERROR', 'The stored map cannot be read');
    return prepareExport(doc, job, loadImage);
  }

  /**
   * An image a note shows, read from this map's own storage only: a signed blob URL (`/api/blobs/{key}`), an
   * asset address (`/api/images/{mapId}/{name}`) or an S3 URL whose path holds the key. Anything else (another
   * map, another site) is left as it is: the server never fetches URLs for an export.
   */
  private async loadImage(map: MapRow, src: string): Promise<LoadedImage | null> {
    let key: string | null = null;
    try {
      const path = decodeURIComponent(new URL(src, 'http://local').pathname);
      const asset = /\/api\/images\/([^/]+)\/([^/]+)$/.exec(path);
      if (asset && asset[1] === map.id) key = resourceKey(map.owner_email, map.id, `assets/${asset[2]}`);
      else {
        const at = path.indexOf(`${map.owner_email}/${map.id}/`);
        if (at >= 0) {
          const parts = parseResourceKey(path.slice(at));
          if (parts.mapId === map.id && parts.ownerEmail === map.owner_email) key = path.slice(at);
        }
      }
    } catch {
      return null;
    }
    if (!key) return null;
    const blob = await this.blobs.get(key);
    return blob && blob.contentType.startsWith('image/')
      ? { bytes: blob.bytes, contentType: blob.contentType }
      : null;
  }
}

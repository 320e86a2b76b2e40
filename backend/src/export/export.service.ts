import { Inject, Injectable } from '@nestjs/common';
import type { ExportFormat, LoadedImage } from '@mapa/model';
import type { UserRecord } from '../auth/user';
import { DocumentsService } from '../documents/documents.service';
import { MapAccessService } from '../maps/mapAccess.service';
import type { MapRow } from '../database/database.types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { parseResourceKey, resourceKey } from '../storage/blobKeys';
import { DocumentWorkers } from '../workers/documentWorkers';
import { exportInWorker } from './exportInWorker';
import { IconCatalog } from '../icons/iconCatalog';
import { iconRouteImage } from '../icons/iconImage';
import type { PreparedExport } from './exportWriter';

/** How an export answers: its name and type, and a function that writes it to the response. */
export type ExportResponse = PreparedExport;

/** An export's conversion time (ms) unless `EXPORT_TIMEOUT_MS` says otherwise. */
export const DEFAULT_EXPORT_TIMEOUT_MS = 120_000;
/** The images an export may gather (bytes: a notes zip's, a drawing's) unless `EXPORT_MAX_IMAGE_MB` says otherwise. */
export const DEFAULT_EXPORT_MAX_IMAGE_BYTES = 256 * 1024 * 1024;

/**
 * `POST /api/documents/export` (spec §7.6): the map as stored (transactions since the snapshot replayed), in any
 * format, for anyone who can read it. Every export, whatever the map's size, is read and converted in the
 * document worker pool and streamed back as the worker writes it (the event loop keeps answering other
 * requests), within a time and a memory budget; a client that leaves cancels it.
 */
@Injectable()
export class ExportService {
  private readonly timeoutMs: number;
  private readonly maxImageBytes: number;
  private readonly memoryMb: number | undefined;
  private readonly icons = new IconCatalog();

  constructor(
    private readonly documents: DocumentsService,
    private readonly access: MapAccessService,
    private readonly workers: DocumentWorkers,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timeoutMs = config.exportTimeoutMs ?? DEFAULT_EXPORT_TIMEOUT_MS;
    this.maxImageBytes = config.exportMaxImageBytes ?? DEFAULT_EXPORT_MAX_IMAGE_BYTES;
    this.memoryMb = config.exportMemoryMb;
  }

  async export(
    user: UserRecord | undefined,
    request: { id: string; owner: string; outputFormat: ExportFormat; entitiesToExport: string[] },
    signal: AbortSignal,
  ): Promise<ExportResponse> {
    const { map } = await this.access.require(request.id, user, 'read', request.owner);
    const downloaded = await this.documents.download(user, request.id, request.owner);
    signal.throwIfAborted();
    const job = {
      format: request.outputFormat,
      title: map.name,
      entities: request.entitiesToExport,
      maxImageBytes: this.maxImageBytes,
    };
    return exportInWorker(this.workers, downloaded.bytes, job, (src) => this.loadImage(map, src), {
      signal,
      timeoutMs: this.timeoutMs,
      maxImageBytes: this.maxImageBytes,
      memoryMb: this.memoryMb,
    });
  }

  /**
   * An image a note or a drawing shows, read from this map's own storage only: a signed blob URL
   * (`/api/blobs/{key}`), an asset address (`/api/images/{mapId}/{name}`), an S3 URL whose path holds the key, or
   * the bare name a node's `image` holds (`icon-star.svg`: one of this map's assets); or a marker's icon from the
   * app's icon route, read from the icon set. Anything else (another map, another site) is left as it is: the
   * server never fetches URLs for an export.
   */
  private async loadImage(map: MapRow, src: string): Promise<LoadedImage | null> {
    const icon = await iconRouteImage(this.icons, src);
    if (icon) return icon;
    let key: string | null = null;
    try {
      if (/^[^/\\:?#]+$/.test(src)) key = resourceKey(map.owner_email, map.id, `assets/${src}`);
      else {
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

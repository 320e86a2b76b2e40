import { Readable, type Writable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import {
  buildNotesZip,
  exportDocument,
  exportFileName,
  mapScene,
  parseMapDocument,
  writeSvg,
  type ExportFormat,
  type LoadedImage,
  type MapDocument,
} from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { DocumentsService } from '../sync/documents.service';
import { MapAccessService } from '../documents/mapAccess.service';
import type { MapRow } from '../documents/maps.repository';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { parseResourceKey, resourceKey } from '../storage/blobKeys';
import { writePdf } from './pdfExport';
import { writePng } from './pngExport';

/** How an export answers: its name and type, and a function that writes it to the response. */
export interface ExportResponse {
  fileName: string;
  contentType: string;
  send: (out: Writable) => Promise<void>;
}

const sendChunks = (chunks: Iterable<string> | Uint8Array) => (out: Writable) =>
  new Promise<void>((resolve, reject) => {
    if (chunks instanceof Uint8Array) {
      out.end(Buffer.from(chunks.buffer, chunks.byteOffset, chunks.byteLength), () => resolve());
      return;
    }
    // Readable.from pulls one chunk at a time as the response drains: the file is never built whole.
    const stream = Readable.from(chunks, { objectMode: false });
    stream.on('error', reject);
    out.on('error', reject);
    out.on('finish', resolve);
    stream.pipe(out);
  });

/**
 * `POST /api/documents/export` (spec §7.6): the map as stored (transactions since the snapshot replayed), in any
 * format, for anyone who can read it. Outline and text formats and SVG are streamed as they are written; PDF as
 * pdfkit produces pages; PNG band by band.
 */
@Injectable()
export class ExportService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly access: MapAccessService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async export(
    user: UserRecord | undefined,
    request: { id: string; owner: string; outputFormat: ExportFormat; entitiesToExport: string[] },
  ): Promise<ExportResponse> {
    const { map } = await this.access.require(request.id, user, 'read', request.owner);
    const downloaded = await this.documents.download(user, request.id, request.owner);
    const parsed = parseMapDocument(downloaded.bytes.toString('utf8'));
    if (!parsed.ok) throw new ApiException(500, 'INTERNAL_ERROR', 'The stored map cannot be read');
    const doc = parsed.document;
    const title = map.name;
    const entities = request.entitiesToExport;
    switch (request.outputFormat) {
      case 'html-zip':
      case 'md-zip': {
        const ids = entities.length ? entities : doc.nodes.map((n) => n.data.id);
        const format = request.outputFormat === 'html-zip' ? 'html' : 'md';
        const zip = await buildNotesZip(doc, ids, format, (src) => this.loadImage(map, src));
        return { fileName: 'export.zip', contentType: 'application/zip', send: sendChunks(zip) };
      }
      case 'svg':
        return {
          fileName: exportFileName(title, 'svg'),
          contentType: 'image/svg+xml',
          send: sendChunks(writeSvg(mapScene(doc, { entities }), title)),
        };
      case 'pdf':
        return {
          fileName: exportFileName(title, 'pdf'),
          contentType: 'application/pdf',
          send: (out) => writePdf(mapScene(doc, { entities }), title, out),
        };
      case 'png':
        return {
          fileName: exportFileName(title, 'png'),
          contentType: 'image/png',
          send: async (out) => {
            await writePng(mapScene(doc, { entities }), out);
            await new Promise<void>((resolve) => out.end(resolve));
          },
        };
      default: {
        const file = exportDocument(doc as MapDocument, request.outputFormat, { title, entities });
        return { fileName: file.fileName, contentType: file.contentType, send: sendChunks(file.body) };
      }
    }
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

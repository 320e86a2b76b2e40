import { Inject, Injectable } from '@nestjs/common';
import { FileFormatError, importFile, type ImportMapResponse, type MapDocument } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { DocumentsService } from '../sync/documents.service';
import { MapsService } from '../documents/maps.service';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { IconCatalog } from '../icons/iconCatalog';

/**
 * `POST /api/maps/import`: a file (FreeMind, OPML, XMind, Markdown, Mermaid, JSON) becomes a new map of the
 * caller. The converters of `@mapa/model` read it; the document then goes through the same validation, limits and
 * sanitising as any upload. Icons with a Tabler match are stored as the map's images. A file that cannot be read
 * answers 400 `INVALID_FILE` naming the file and the line or path, and no map is created.
 */
@Injectable()
export class ImportService {
  private readonly icons = new IconCatalog();

  constructor(
    private readonly maps: MapsService,
    private readonly documents: DocumentsService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async import(
    user: UserRecord,
    file: { buffer: Buffer; originalname: string },
    title?: string,
  ): Promise<ImportMapResponse> {
    let imported;
    try {
      imported = importFile(file.originalname || 'file', new Uint8Array(file.buffer));
    } catch (error) {
      if (error instanceof FileFormatError) throw new ApiException(400, 'INVALID_FILE', error.message);
      throw error;
    }
    // Named like the file (without its extension) unless a title is sent, as desktop tools name opened files.
    const base = (file.originalname || '').replace(/\.[^.]*$/, '').trim();
    const name = (title?.trim() || base || imported.title || 'Imported map').slice(0, 200);
    const { id } = await this.maps.create(user, { title: name });
    try {
      const doc: MapDocument = imported.document;
      await this.storeIcons(user.email, id, doc);
      doc.canvas = { ...(doc.canvas ?? {}), nodesOrder: doc.nodes.map((n) => n.data.id) };
      doc.settings = { templateEngine: 'BaseTemplate', ...(doc.settings ?? {}) };
      // The upload path of any client (validated, limits, sanitised; big ones in the worker pool). The map is
      // this request's own and new, so any revision it is at is the one to replace.
      await this.documents.upload(user, id, user.email, Buffer.from(JSON.stringify(doc)), '*');
    } catch (error) {
      await this.maps.delete(user, id).catch(() => undefined);
      throw error;
    }
    return { id, nodes: imported.document.nodes.length, edges: imported.document.edges.length };
  }

  /** Stores each distinct icon once as `assets/icon-{name}.svg` and points its nodes at it. */
  private async storeIcons(owner: string, mapId: string, doc: MapDocument): Promise<void> {
    const names = new Set(doc.nodes.map((n) => n.data.icon).filter((i): i is string => Boolean(i)));
    const stored = new Set<string>();
    for (const name of names) {
      const svg = await this.icons.svg(name);
      if (!svg) continue;
      await this.blobs.put(resourceKey(owner, mapId, `assets/icon-${name}.svg`), Buffer.from(svg), {
        contentType: 'image/svg+xml',
      });
      stored.add(name);
    }
    for (const node of doc.nodes) {
      const icon = node.data.icon;
      if (!icon) continue;
      if (stored.has(icon)) node.data.image = `icon-${icon}.svg`;
      else delete node.data.icon;
    }
  }
}

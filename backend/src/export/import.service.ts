import { Inject, Injectable } from '@nestjs/common';
import { stripUnsafeChars, type ImportMapResponse } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { DocumentsService } from '../documents/documents.service';
import { MapsService } from '../maps/maps.service';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { IconCatalog } from '../icons/iconCatalog';
import { DocumentWorkers } from '../workers/documentWorkers';
import { readImport } from './importTask';

/**
 * `POST /api/maps/import`: a file (FreeMind, OPML, XMind, Markdown, Mermaid, JSON) becomes a new map of the
 * caller. The converters of `@mapa/model` read it in the worker pool (`importTask.ts`: seconds for a
 * 100k-node outline, which on the event loop kept every other request waiting); the document then goes through
 * the same validation, limits and sanitising as any upload. Icons with a Tabler match are stored as the map's
 * images. A file that cannot be read answers 400 `INVALID_FILE` naming the file and the line or path, with the
 * `reason` the editor words in its reader's language, and no map is created.
 */
@Injectable()
export class ImportService {
  private readonly icons = new IconCatalog();

  constructor(
    private readonly maps: MapsService,
    private readonly documents: DocumentsService,
    private readonly workers: DocumentWorkers,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async import(
    user: UserRecord,
    file: { buffer: Buffer; originalname: string },
    title?: string,
    theme?: string,
    signal?: AbortSignal,
  ): Promise<ImportMapResponse> {
    const read = await this.workers.run(
      readImport,
      {
        // The task owns (and may transfer) what it is given: a copy of the upload's bytes.
        bytes: new Uint8Array(file.buffer),
        fileName: file.originalname || 'file',
        theme,
      },
      signal,
    );
    if (!read.ok) throw new ApiException(read.status, read.code, read.message, read.path, read.reason);
    // Named by the title sent, else by the file's own title (OPML <title>, the first XMind sheet's, the FreeMind
    // root's text, the Markdown front matter's or first heading, a JSON map's `title`), else like the file.
    const base = stripUnsafeChars(file.originalname || '')
      .replace(/\.[^.]*$/, '')
      .trim();
    const name = (title?.trim() || read.title.trim() || base || 'Imported map').slice(0, 200);
    const { id } = await this.maps.create(user, { title: name });
    try {
      await this.storeIcons(user.email, id, read.icons);
      // The upload path of any client (validated, limits, sanitised; big ones in the worker pool). The map is
      // this request's own and new, so any revision it is at is the one to replace.
      await this.documents.upload(user, id, user.email, Buffer.from(read.bytes), '*', signal);
    } catch (error) {
      await this.maps.delete(user, id).catch(() => undefined);
      throw error;
    }
    return { id, nodes: read.nodes, edges: read.edges };
  }

  /** Stores each icon the map uses once, as `assets/icon-{name}.svg` (its nodes already point at it). */
  private async storeIcons(owner: string, mapId: string, names: readonly string[]): Promise<void> {
    for (const name of names) {
      const svg = await this.icons.svg(name);
      if (!svg) throw new Error(`The icon ${name} could not be read`);
      await this.blobs.put(resourceKey(owner, mapId, `assets/icon-${name}.svg`), Buffer.from(svg), {
        contentType: 'image/svg+xml',
      });
    }
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MapRole } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey } from '../storage/blobKeys';
import { documentMetadata } from '../storage/documentMetadata';
import { MapAccessService } from '../maps/mapAccess.service';
import type { MapRow } from '../database/database.types';
import { MapsRepository } from '../maps/maps.repository';
import { SyncService, taskError } from '../sync/sync.service';
import { VersionHistory } from '../versions/versionHistory.service';
import { DocumentSnapshots } from './documentSnapshots';
import { DocumentWorkers } from '../workers/documentWorkers';
import { asBuffer, type Bytes } from '../workers/segments';
import { MapNodesEvents } from '../bus/mapNodesEvents';
import { readUpload } from './documentTasks';

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

/** The `If-Match` of an upload: the revision it is based on, `*` (any), or null when the client sent none. */
export type IfMatch = number | '*' | null;

/** Reading and saving map documents: access, validation, sanitising and the revision check. */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger('Documents');

  constructor(
    private readonly maps: MapsRepository,
    private readonly access: MapAccessService,
    private readonly sync: SyncService,
    private readonly snapshots: DocumentSnapshots,
    private readonly workers: DocumentWorkers,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly nodesEvents: MapNodesEvents,
    private readonly versions: VersionHistory,
  ) {}

  async download(user: UserRecord | undefined, id: string, owner: string): Promise<DownloadedDocument> {
    const { map, role } = await this.access.require(id, user, 'read', owner);
    // The stored snapshot, or the transactions saved since it replayed (the blob catches up at the next
    // compaction); a snapshot that does not parse is never served, the map is rebuilt from its fallbacks.
    return { ...(await this.sync.currentDocument(map)), role };
  }

  /**
   * Validates, checks the limits of, sanitises (off the event loop when big) and stores a document. Refuses with
   * 409 `CONFLICT_DETECTED` (writing nothing) unless the stored revision still equals `ifMatch`; `*` replaces any
   * revision. Without `If-Match` (null) an upload could silently overwrite revisions the client never saw: 428
   * `PRECONDITION_REQUIRED`, after the access check (so strangers still get 404). `signal` (the client's leaving)
   * cancels the reading in the worker pool, and then nothing is stored.
   */
  async upload(
    user: UserRecord,
    id: string,
    owner: string,
    body: Bytes,
    ifMatch: IfMatch,
    signal?: AbortSignal,
  ): Promise<SavedDocument> {
    const { map } = await this.access.require(id, user, 'write', owner);
    if (ifMatch === null)
      throw new ApiException(
        428,
        'PRECONDITION_REQUIRED',
        'if-match: send the revision the document is based on ("<revision>", or * to replace any revision)',
        'if-match',
      );
    const read = await this.workers.run(readUpload, { bytes: body }, signal);
    if (!read.ok) throw taskError(read);
    const bytes = asBuffer(read.bytes);
    await this.keepReplacedVersion(map, user);
    const lastModified = new Date().toISOString();
    const key = mapDocumentKey(map.owner_email, map.id);
    const expected = ifMatch === '*' ? undefined : ifMatch;
    // The bytes are written before the revision check, so the database transaction (with SQLite, the one
    // connection every request needs) is held only for the quick commit of the staged blob.
    const staged = await this.blobs.stage(key, bytes, { contentType: 'application/json' });
    let revision: number | null = null;
    try {
      revision = await this.maps.saveRevision(map.id, expected, lastModified, (next) =>
        staged.commit(documentMetadata(lastModified, next)),
      );
    } finally {
      if (revision === null) await staged.discard();
    }
    if (revision === null) {
      throw new ApiException(409, 'CONFLICT_DETECTED', 'The map was changed since this version was loaded');
    }
    this.snapshots.remember(map.id, revision, bytes.length);
    this.sync.documentReplaced(map.id, revision, lastModified);
    this.nodesEvents.emit({ mapId: map.id, ownerEmail: map.owner_email, hasNode: nodeIdsIn(read.nodeIds) });
    return { revision, lastModified };
  }

  /**
   * The version history keeps the document an upload replaces. A stored document that cannot be read at all has
   * nothing to keep, and must not stop the upload that repairs it.
   */
  private async keepReplacedVersion(map: MapRow, user: UserRecord): Promise<void> {
    try {
      await this.sync.withCurrentState(map, (state, revision) =>
        this.versions.keep(map, 'upload', state, revision, user.email),
      );
    } catch (error) {
      this.logger.warn(`No version kept before the upload to ${map.id}: ${String(error)}`);
    }
  }
}

/** `hasNode` over the worker's JSON list of node ids, parsed at the first question (most maps have no attachments). */
function nodeIdsIn(json: Uint8Array): (nodeId: string) => boolean {
  let ids: Set<string> | null = null;
  return (nodeId) => {
    ids ??= new Set(JSON.parse(asBuffer(json).toString('utf8')) as string[]);
    return ids.has(nodeId);
  };
}

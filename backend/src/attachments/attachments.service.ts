import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ATTACHMENT_NODE_ID, type AttachmentRecord, type MapState } from '@mapa/model';
import { ApiException } from '../common/apiException';
import { isUniqueViolation } from '../database/uniqueViolation';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import type { MapRow } from '../database/database.types';
import { MapStateReader } from '../sync/mapStateReader';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { SIGNED_URL_SECONDS } from '../storage/blobStore';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { AttachmentsRepository, type AttachmentRow } from './attachments.repository';
import { checkAttachment, storedAttachmentName } from './attachmentContent';

const notFound = () => new ApiException(404, 'NOT_FOUND', 'No such attachment');

/** 400 naming `nodeId`: files are kept only for a node the saved map has (the editor saves before uploading). */
const unknownNode = (nodeId: string) =>
  new ApiException(
    400,
    'UNKNOWN_NODE',
    `nodeId: the map has no node "${nodeId}" (save the node before attaching files to it)`,
    'nodeId',
  );

/**
 * Node attachments (spec §2.11, §3.7, §7.4): files checked by content against the allow-list of §5, stored under
 * `{owner}/{mapId}/attachments/{nodeId}/{fileName}`, one database row each. Owners and editors upload and
 * delete, readers list and download, strangers get 404. Files are stored only for a node the saved map has
 * (`UNKNOWN_NODE` otherwise); what happens to them when a save removes their node is `AttachmentCleanup`'s.
 */
@Injectable()
export class AttachmentsService {
  private readonly now: () => number;
  /** The newest time given to a stored name: names made in one millisecond still differ. */
  private lastStamp = 0;

  constructor(
    private readonly access: MapAccessService,
    private readonly reader: MapStateReader,
    private readonly repo: AttachmentsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.now = config.attachmentsClock ?? Date.now;
  }

  async list(user: UserRecord | undefined, mapId: string, nodeId: string): Promise<AttachmentRecord[]> {
    const { map } = await this.access.require(mapId, user, 'read');
    const rows = await this.repo.listForNode(map.id, nodeId);
    return Promise.all(rows.map((row) => this.record(map, row)));
  }

  /**
   * Stores a file for a node of the saved map. The node is looked for before anything is stored, and again, with
   * the map's saves held, when the row is written: a save removing the node meanwhile cannot leave a file behind.
   */
  async upload(
    user: UserRecord,
    mapId: string,
    nodeId: string,
    file: { buffer: Buffer; originalname: string },
  ): Promise<AttachmentRecord> {
    const { map } = await this.access.require(mapId, user, 'write');
    if (!ATTACHMENT_NODE_ID.test(nodeId))
      throw new ApiException(400, 'VALIDATION_FAILED', 'nodeId is not a node id that can hold attachments');
    const hasNode = (state: MapState) => state.nodes.has(nodeId);
    if (!(await this.reader.withCurrentState(map, hasNode))) throw unknownNode(nodeId);
    const originalName = cleanOriginalName(file.originalname);
    const { bytes, mimeType: type, contentType } = await checkAttachment(file.buffer, originalName, false);
    const stamp = this.nextStamp();
    const row: AttachmentRow = {
      map_id: map.id,
      node_id: nodeId,
      // The random part keeps two processes storing a name in the same millisecond from sharing one blob.
      file_name: storedAttachmentName(originalName, type, stamp, randomBytes(3).toString('hex')),
      original_name: originalName,
      mime_type: type,
      size: bytes.length,
      uploaded_at: new Date(stamp).toISOString(),
      uploaded_by: user.email,
      orphaned_at: null,
    };
    const key = this.key(map, nodeId, row.file_name);
    await this.blobs.put(key, bytes, { contentType });
    let stored: boolean;
    try {
      stored = await this.reader.withCurrentState(map, async (state) => {
        if (!hasNode(state)) return false;
        await this.repo.insert(row);
        return true;
      });
    } catch (error) {
      // A name taken meanwhile is another upload's, blob and all: only a failed write of ours is undone.
      if (isUniqueViolation(error))
        throw new ApiException(409, 'CONFLICT_DETECTED', 'A file of this name was stored at the same moment');
      await this.blobs.delete(key);
      throw error;
    }
    if (!stored) {
      await this.blobs.delete(key);
      throw unknownNode(nodeId);
    }
    return this.record(map, row);
  }

  async downloadUrl(
    user: UserRecord | undefined,
    mapId: string,
    nodeId: string,
    fileName: string,
  ): Promise<string> {
    const { map } = await this.access.require(mapId, user, 'read');
    const row = await this.repo.find(map.id, nodeId, fileName);
    if (!row || row.orphaned_at) throw notFound();
    return this.blobs.signedUrl(this.key(map, nodeId, fileName), 'GET', SIGNED_URL_SECONDS);
  }

  async delete(user: UserRecord, mapId: string, nodeId: string, fileName: string): Promise<void> {
    const { map } = await this.access.require(mapId, user, 'write');
    const row = await this.repo.find(map.id, nodeId, fileName);
    if (!row) throw notFound();
    await this.repo.delete(map.id, nodeId, fileName);
    await this.blobs.delete(this.key(map, nodeId, fileName));
  }

  /** Now, or just after the last name made if that was in this very millisecond (or the clock went back). */
  private nextStamp(): number {
    this.lastStamp = Math.max(this.now(), this.lastStamp + 1);
    return this.lastStamp;
  }

  private key(map: MapRow, nodeId: string, fileName: string): string {
    try {
      return resourceKey(map.owner_email, map.id, `attachments/${nodeId}/${fileName}`);
    } catch {
      throw notFound();
    }
  }

  private async record(map: MapRow, row: AttachmentRow): Promise<AttachmentRecord> {
    const record: AttachmentRecord = {
      fileName: row.file_name,
      originalName: row.original_name,
      mimeType: row.mime_type,
      size: Number(row.size),
      uploadedAt: row.uploaded_at,
      uploadedBy: row.uploaded_by,
    };
    if (row.mime_type.startsWith('image/'))
      record.previewUrl = await this.blobs.signedUrl(
        this.key(map, row.node_id, row.file_name),
        'GET',
        SIGNED_URL_SECONDS,
      );
    return record;
  }
}

/** The name shown for an upload: control characters and path parts dropped, at most 255 characters. */
function cleanOriginalName(name: string): string {
  const base =
    name
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .split(/[\\/]/)
      .pop() ?? '';
  return base.trim().slice(0, 255) || 'file';
}

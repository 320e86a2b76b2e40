import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ATTACHMENT_NODE_ID, type AttachmentRecord } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../documents/mapAccess.service';
import { MapNodesEvents, type MapNodesChanged } from '../documents/mapNodesEvents';
import type { MapRow } from '../documents/maps.repository';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { SIGNED_URL_SECONDS } from '../blobs/signedUrl.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { AttachmentsRepository, type AttachmentRow } from './attachments.repository';
import { checkAttachment, storedAttachmentName } from './attachmentContent';

/** Default time the attachments of a removed node wait for an undo before they are deleted. */
export const ATTACHMENT_GRACE_MS = 10 * 60 * 1000;

const notFound = () => new ApiException(404, 'NOT_FOUND', 'No such attachment');

/**
 * Node attachments (spec §2.11, §3.7, §7.4): files checked by content against the allow-list of §5, stored under
 * `{owner}/{mapId}/attachments/{nodeId}/{fileName}`, one database row each. Owners and editors upload and
 * delete, readers list and download, strangers get 404. When a save leaves a node out of the map its attachments
 * are marked; a save that brings the node back (undo) clears the mark, and marked files older than the grace
 * period are deleted at a later save.
 */
@Injectable()
export class AttachmentsService implements OnModuleInit {
  private readonly graceMs: number;

  constructor(
    private readonly access: MapAccessService,
    private readonly repo: AttachmentsRepository,
    private readonly nodesEvents: MapNodesEvents,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.graceMs = config.attachmentGraceMs ?? ATTACHMENT_GRACE_MS;
  }

  onModuleInit(): void {
    this.nodesEvents.on((event) => this.reconcile(event));
  }

  async list(user: UserRecord | undefined, mapId: string, nodeId: string): Promise<AttachmentRecord[]> {
    const { map } = await this.access.require(mapId, user, 'read');
    const rows = await this.repo.listForNode(map.id, nodeId);
    return Promise.all(rows.map((row) => this.record(map, row)));
  }

  async upload(
    user: UserRecord,
    mapId: string,
    nodeId: string,
    file: { buffer: Buffer; originalname: string },
  ): Promise<AttachmentRecord> {
    const { map } = await this.access.require(mapId, user, 'write');
    if (!ATTACHMENT_NODE_ID.test(nodeId))
      throw new ApiException(400, 'VALIDATION_FAILED', 'nodeId is not a node id that can hold attachments');
    const originalName = cleanOriginalName(file.originalname);
    const { bytes, mimeType: type, contentType } = await checkAttachment(file.buffer, originalName, false);
    const row: AttachmentRow = {
      map_id: map.id,
      node_id: nodeId,
      file_name: storedAttachmentName(originalName, type),
      original_name: originalName,
      mime_type: type,
      size: bytes.length,
      uploaded_at: new Date().toISOString(),
      uploaded_by: user.email,
      orphaned_at: null,
    };
    await this.blobs.put(this.key(map, nodeId, row.file_name), bytes, { contentType });
    try {
      await this.repo.insert(row);
    } catch (error) {
      await this.blobs.delete(this.key(map, nodeId, row.file_name));
      throw error;
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

  /** After a save: mark the attachments of missing nodes, unmark returned ones, delete those past the grace. */
  async reconcile(event: MapNodesChanged): Promise<void> {
    const rows = await this.repo.listForMap(event.mapId);
    if (!rows.length) return;
    const now = Date.now();
    const gone = new Set<string>();
    const back = new Set<string>();
    const expired: typeof rows = [];
    for (const row of rows) {
      const present = event.hasNode(row.node_id);
      if (present && row.orphaned_at) back.add(row.node_id);
      else if (!present && !row.orphaned_at) gone.add(row.node_id);
      else if (!present && row.orphaned_at && now - Date.parse(row.orphaned_at) >= this.graceMs)
        expired.push(row);
    }
    await this.repo.setOrphaned(event.mapId, [...gone], new Date(now).toISOString());
    await this.repo.setOrphaned(event.mapId, [...back], null);
    for (const row of expired) {
      await this.repo.delete(event.mapId, row.node_id, row.file_name);
      await this.blobs.delete(
        resourceKey(event.ownerEmail, event.mapId, `attachments/${row.node_id}/${row.file_name}`),
      );
    }
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

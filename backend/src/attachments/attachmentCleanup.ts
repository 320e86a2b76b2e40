import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { MapNodesEvents, type MapNodesChanged } from '../bus/mapNodesEvents';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { AttachmentsRepository } from './attachments.repository';

/** Default time the attachments of a removed node wait for an undo before they are deleted. */
export const ATTACHMENT_GRACE_MS = 10 * 60 * 1000;

/** How often attachments hidden longer than the grace period are looked for in every map. */
export const ATTACHMENT_SWEEP_MS = 5 * 60 * 1000;

/**
 * The life of attachments whose node is not in the saved map: a save that leaves a node out marks its files
 * (hidden, kept for an undo), a save that brings it back clears the mark, and marked files older than the grace
 * period are deleted, rows and blobs, at the next such save or by the sweep every {@link ATTACHMENT_SWEEP_MS}
 * (a map nobody saves again keeps nothing for long). Rows of a node the map never had (stored before uploads
 * were checked, or by another process while the node was removed) are marked by the next save that adds or
 * removes nodes, then go the same way.
 */
@Injectable()
export class AttachmentCleanup implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AttachmentCleanup');
  private readonly graceMs: number;
  private readonly now: () => number;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly repo: AttachmentsRepository,
    private readonly nodesEvents: MapNodesEvents,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.graceMs = config.attachmentGraceMs ?? ATTACHMENT_GRACE_MS;
    this.now = config.attachmentsClock ?? Date.now;
  }

  onModuleInit(): void {
    this.nodesEvents.on((event) => this.reconcile(event));
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`Attachment sweep failed: ${String(error)}`));
    }, ATTACHMENT_SWEEP_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** After a save: mark the attachments of missing nodes, unmark returned ones, delete those past the grace. */
  async reconcile(event: MapNodesChanged): Promise<void> {
    const rows = await this.repo.listForMap(event.mapId);
    if (!rows.length) return;
    const now = this.now();
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
    for (const row of expired) await this.remove(event.mapId, event.ownerEmail, row);
  }

  /** Deletes, in every map, the attachments hidden for longer than the grace period; resolves with how many. */
  async sweep(): Promise<number> {
    const before = new Date(this.now() - this.graceMs).toISOString();
    const rows = await this.repo.orphanedBefore(before);
    for (const row of rows) await this.remove(row.map_id, row.owner_email, row);
    return rows.length;
  }

  private async remove(
    mapId: string,
    ownerEmail: string,
    row: { node_id: string; file_name: string },
  ): Promise<void> {
    await this.repo.delete(mapId, row.node_id, row.file_name);
    await this.blobs.delete(resourceKey(ownerEmail, mapId, `attachments/${row.node_id}/${row.file_name}`));
  }
}

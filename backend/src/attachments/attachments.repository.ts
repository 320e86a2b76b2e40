import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { DATABASE, type Db, type NodeAttachmentsTable } from '../database/database.types';

export type AttachmentRow = Selectable<NodeAttachmentsTable>;

/** The node_attachments table. */
@Injectable()
export class AttachmentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async insert(row: AttachmentRow): Promise<void> {
    await this.db.insertInto('node_attachments').values(row).execute();
  }

  /** A node's attachments, oldest first (those of a node missing from the map are left out). */
  listForNode(mapId: string, nodeId: string): Promise<AttachmentRow[]> {
    return this.db
      .selectFrom('node_attachments')
      .selectAll()
      .where('map_id', '=', mapId)
      .where('node_id', '=', nodeId)
      .where('orphaned_at', 'is', null)
      .orderBy('uploaded_at')
      .orderBy('file_name')
      .execute();
  }

  find(mapId: string, nodeId: string, fileName: string): Promise<AttachmentRow | undefined> {
    return this.db
      .selectFrom('node_attachments')
      .selectAll()
      .where('map_id', '=', mapId)
      .where('node_id', '=', nodeId)
      .where('file_name', '=', fileName)
      .executeTakeFirst();
  }

  /** Every attachment of a map: node ids and orphan marks, for reconciling with a save. */
  listForMap(mapId: string): Promise<Pick<AttachmentRow, 'node_id' | 'file_name' | 'orphaned_at'>[]> {
    return this.db
      .selectFrom('node_attachments')
      .select(['node_id', 'file_name', 'orphaned_at'])
      .where('map_id', '=', mapId)
      .execute();
  }

  /** Attachments of every map hidden since before `before` (ISO), with the owner their blob key names. */
  orphanedBefore(
    before: string,
  ): Promise<(Pick<AttachmentRow, 'map_id' | 'node_id' | 'file_name'> & { owner_email: string })[]> {
    return this.db
      .selectFrom('node_attachments')
      .innerJoin('maps', 'maps.id', 'node_attachments.map_id')
      .select([
        'node_attachments.map_id',
        'node_attachments.node_id',
        'node_attachments.file_name',
        'maps.owner_email',
      ])
      .where('node_attachments.orphaned_at', 'is not', null)
      .where('node_attachments.orphaned_at', '<=', before)
      .execute();
  }

  async setOrphaned(mapId: string, nodeIds: string[], at: string | null): Promise<void> {
    if (!nodeIds.length) return;
    await this.db
      .updateTable('node_attachments')
      .set({ orphaned_at: at })
      .where('map_id', '=', mapId)
      .where('node_id', 'in', nodeIds)
      .execute();
  }

  async delete(mapId: string, nodeId: string, fileName: string): Promise<void> {
    await this.db
      .deleteFrom('node_attachments')
      .where('map_id', '=', mapId)
      .where('node_id', '=', nodeId)
      .where('file_name', '=', fileName)
      .execute();
  }

  async deleteForMap(mapId: string): Promise<void> {
    await this.db.deleteFrom('node_attachments').where('map_id', '=', mapId).execute();
  }
}

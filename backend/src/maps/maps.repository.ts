import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DATABASE, type Db, type MapRow } from '../database/database.types';

/** The maps table: metadata and the revision counter of each map's document. */
@Injectable()
export class MapsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async insert(map: {
    id: string;
    ownerEmail: string;
    name: string;
    now: string;
    description?: string;
    previewAt?: string | null;
  }): Promise<void> {
    await this.db
      .insertInto('maps')
      .values({
        id: map.id,
        owner_email: map.ownerEmail,
        name: map.name,
        ...(map.description === undefined ? {} : { description: map.description }),
        image: null,
        last_modified: map.now,
        created_at: map.now,
        preview_at: map.previewAt ?? null,
      })
      .execute();
  }

  /** Notes that the map's canvas preview was stored at `at`. */
  async markPreview(id: string, at: string): Promise<void> {
    await this.db.updateTable('maps').set({ preview_at: at }).where('id', '=', id).execute();
  }

  async findById(id: string): Promise<MapRow | undefined> {
    return this.db.selectFrom('maps').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Deletes the map row, its members, its operation log, favourites and attachment records. */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('map_members').where('map_id', '=', id).execute();
    await this.db.deleteFrom('map_transactions').where('map_id', '=', id).execute();
    await this.db.deleteFrom('map_favorites').where('map_id', '=', id).execute();
    await this.db.deleteFrom('node_attachments').where('map_id', '=', id).execute();
    await this.db.deleteFrom('maps').where('id', '=', id).execute();
  }

  async updateMetadata(
    id: string,
    patch: { name?: string; description?: string; isPublic?: boolean },
  ): Promise<void> {
    const set = {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.isPublic === undefined ? {} : { is_public: patch.isPublic ? 1 : 0 }),
    };
    if (Object.keys(set).length > 0)
      await this.db.updateTable('maps').set(set).where('id', '=', id).execute();
  }

  /** Replaces the map's tags (a JSON array of strings). */
  async updateTags(id: string, tags: string[]): Promise<void> {
    await this.db
      .updateTable('maps')
      .set({ tags: JSON.stringify(tags) })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the map as a template (the maps sidebar's Templates section) or not. */
  async updateTemplate(id: string, template: boolean): Promise<void> {
    await this.db
      .updateTable('maps')
      .set({ template: template ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  /** Maps the e-mail owns or is a member of, newest change first. */
  async listForUser(email: string): Promise<MapRow[]> {
    return this.db
      .selectFrom('maps')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('owner_email', '=', email),
          eb('id', 'in', eb.selectFrom('map_members').select('map_id').where('email', '=', email)),
        ]),
      )
      .orderBy('last_modified', 'desc')
      .execute();
  }

  /**
   * Bumps the revision and runs `write` inside one transaction. With `expected`, the bump happens only if the
   * stored revision still equals it; otherwise `write` is not called and the result is null. `write` failing
   * rolls the bump back. Concurrent saves of one map serialise on the row (PostgreSQL) or the database (SQLite).
   */
  async saveRevision(
    id: string,
    expected: number | undefined,
    lastModified: string,
    write: (revision: number) => Promise<void>,
  ): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('maps')
        // The blob now holds the new revision and the log restarts after it (older log rows no longer apply).
        .set({
          revision: sql<number>`revision + 1`,
          snapshot_revision: sql<number>`revision + 1`,
          log_floor: sql<number>`revision + 1`,
          last_modified: lastModified,
        })
        .where('id', '=', id);
      if (expected !== undefined) query = query.where('revision', '=', expected);
      const row = await query.returning('revision').executeTakeFirst();
      if (!row) return null;
      await write(row.revision);
      return row.revision;
    });
  }
}

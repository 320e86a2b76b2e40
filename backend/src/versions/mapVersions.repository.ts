import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { DATABASE, type Db, type MapVersionsTable } from '../database/database.types';

export type VersionRow = Selectable<MapVersionsTable>;

/** The version history's index (`map_versions`); the documents themselves are blobs (`versionKey`). */
@Injectable()
export class MapVersionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async insert(row: VersionRow): Promise<void> {
    await this.db.insertInto('map_versions').values(row).execute();
  }

  /** The map's latest kept version (highest revision), if any. */
  async newest(mapId: string): Promise<VersionRow | undefined> {
    return this.db
      .selectFrom('map_versions')
      .selectAll()
      .where('map_id', '=', mapId)
      .orderBy('revision', 'desc')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Every kept version of the map, newest first. */
  async list(mapId: string): Promise<VersionRow[]> {
    return this.db
      .selectFrom('map_versions')
      .selectAll()
      .where('map_id', '=', mapId)
      .orderBy('revision', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  async find(mapId: string, id: string): Promise<VersionRow | undefined> {
    return this.db
      .selectFrom('map_versions')
      .selectAll()
      .where('map_id', '=', mapId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Deletes the versions of the map beyond the newest `keep`; returns the deleted ids (their blobs go next). */
  async dropBeyond(mapId: string, keep: number): Promise<string[]> {
    const old = await this.db
      .selectFrom('map_versions')
      .select('id')
      .where('map_id', '=', mapId)
      .orderBy('revision', 'desc')
      .orderBy('created_at', 'desc')
      .offset(keep)
      .limit(1_000_000)
      .execute();
    const ids = old.map((row) => row.id);
    if (ids.length > 0) await this.db.deleteFrom('map_versions').where('id', 'in', ids).execute();
    return ids;
  }

  /** Who saved transactions after revision `after` up to `upTo` (as far as the log still reaches), sorted. */
  async authorsBetween(mapId: string, after: number, upTo: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('map_transactions')
      .select('author_email')
      .distinct()
      .where('map_id', '=', mapId)
      .where('revision', '>', after)
      .where('revision', '<=', upTo)
      .execute();
    return rows.map((row) => row.author_email).sort();
  }
}

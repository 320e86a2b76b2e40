import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { MemberRole } from '@mapa/model';
import { DATABASE, type Db } from '../database/database.types';

/** The map_members table: who, besides the owner, may read or edit a map. */
@Injectable()
export class MembersRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async roleOf(mapId: string, email: string): Promise<MemberRole | undefined> {
    const row = await this.db
      .selectFrom('map_members')
      .select('role')
      .where('map_id', '=', mapId)
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.role;
  }

  async list(mapId: string): Promise<Record<string, MemberRole>> {
    const rows = await this.db
      .selectFrom('map_members')
      .select(['email', 'role'])
      .where('map_id', '=', mapId)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.email, r.role]));
  }

  /** The e-mail's role on every map it is a member of, by map id (one query for the maps sidebar). */
  async rolesOf(email: string): Promise<Map<string, MemberRole>> {
    const rows = await this.db
      .selectFrom('map_members')
      .select(['map_id', 'role'])
      .where('email', '=', email)
      .execute();
    return new Map(rows.map((r) => [r.map_id, r.role]));
  }

  /**
   * Replaces the whole member list of a map atomically. Replacements at once leave the last one whole: the map's
   * row is locked first (PostgreSQL; SQLite runs one transaction at a time), else two could each delete the old
   * list and the second insert hit the first's rows (a 500 on the primary key, or a mix of both lists).
   */
  async replace(mapId: string, members: Record<string, MemberRole>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('maps')
        .set({ name: sql<string>`name` })
        .where('id', '=', mapId)
        .execute();
      await trx.deleteFrom('map_members').where('map_id', '=', mapId).execute();
      const rows = Object.entries(members).map(([email, role]) => ({ map_id: mapId, email, role }));
      if (rows.length > 0) await trx.insertInto('map_members').values(rows).execute();
    });
  }
}

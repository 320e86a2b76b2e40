import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Db } from '../database/database.types';

/** The map_favorites table: each user's own favourite maps (maps sidebar, spec §2.21). */
@Injectable()
export class FavoritesRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** Marks or unmarks a map as the e-mail's favourite; repeating either is harmless. */
  async set(mapId: string, email: string, favorite: boolean): Promise<void> {
    if (!favorite) {
      await this.db
        .deleteFrom('map_favorites')
        .where('map_id', '=', mapId)
        .where('email', '=', email)
        .execute();
      return;
    }
    await this.db
      .insertInto('map_favorites')
      .values({ map_id: mapId, email })
      .onConflict((oc) => oc.columns(['map_id', 'email']).doNothing())
      .execute();
  }

  /** Ids of the e-mail's favourite maps. */
  async mapIds(email: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('map_favorites')
      .select('map_id')
      .where('email', '=', email)
      .execute();
    return new Set(rows.map((r) => r.map_id));
  }
}

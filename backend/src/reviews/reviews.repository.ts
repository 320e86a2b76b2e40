import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { DATABASE, type Db, type ReviewCardsTable, type ReviewLogsTable } from '../database/database.types';
import { isUniqueViolation } from '../database/uniqueViolation';

export type ReviewCardRow = Selectable<ReviewCardsTable>;
export type ReviewLogRow = Selectable<ReviewLogsTable>;

/** The review_cards and review_logs tables; every query is scoped to one user and one map. */
@Injectable()
export class ReviewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  findCard(userId: string, mapId: string, nodeId: string): Promise<ReviewCardRow | undefined> {
    return this.db
      .selectFrom('review_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('map_id', '=', mapId)
      .where('node_id', '=', nodeId)
      .executeTakeFirst();
  }

  listCards(userId: string, mapId: string): Promise<ReviewCardRow[]> {
    return this.db
      .selectFrom('review_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('map_id', '=', mapId)
      .execute();
  }

  /**
   * Stores a grade in one transaction: `build` makes the graded card and its log row from the card as stored.
   * Null, storing nothing, when another grade of the card (or one under the same `log.id`) was stored meanwhile:
   * the card is replaced only if it is still the one read, and a new card or log row the database already holds
   * under its key is refused (a unique violation). The caller grades again, on top of that grade.
   */
  async saveGrade(
    key: Pick<ReviewCardRow, 'user_id' | 'map_id' | 'node_id'>,
    build: (stored: ReviewCardRow | undefined) => { card: ReviewCardRow; log: ReviewLogRow },
  ): Promise<ReviewCardRow | null> {
    const saved = this.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('review_cards')
        .selectAll()
        .where('user_id', '=', key.user_id)
        .where('map_id', '=', key.map_id)
        .where('node_id', '=', key.node_id)
        .executeTakeFirst();
      const { card, log } = build(stored);
      if (stored) {
        const updated = await trx
          .updateTable('review_cards')
          .set({ due: card.due, state: card.state, card: card.card })
          .where('user_id', '=', key.user_id)
          .where('map_id', '=', key.map_id)
          .where('node_id', '=', key.node_id)
          .where('card', '=', stored.card)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return null;
      } else await trx.insertInto('review_cards').values(card).execute();
      await trx.insertInto('review_logs').values(log).execute();
      return card;
    });
    return saved.catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  }

  /** The grade stored under `id` (a client's key for a grade sent again after a lost answer), if any. */
  findLog(id: string): Promise<ReviewLogRow | undefined> {
    return this.db.selectFrom('review_logs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user's newest grade on the map. */
  lastLog(userId: string, mapId: string): Promise<ReviewLogRow | undefined> {
    return this.db
      .selectFrom('review_logs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('map_id', '=', mapId)
      .orderBy('reviewed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Removes a grade and puts back the card it replaced (`previous` null: the card was new, so none). */
  async undoGrade(log: ReviewLogRow, previous: ReviewCardRow | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('review_logs').where('id', '=', log.id).execute();
      await trx
        .deleteFrom('review_cards')
        .where('user_id', '=', log.user_id)
        .where('map_id', '=', log.map_id)
        .where('node_id', '=', log.node_id)
        .execute();
      if (previous) await trx.insertInto('review_cards').values(previous).execute();
    });
  }

  /** The user's grades on the map since `from` (ISO). */
  logsSince(
    userId: string,
    mapId: string,
    from: string,
  ): Promise<Pick<ReviewLogRow, 'rating' | 'state' | 'reviewed_at'>[]> {
    return this.db
      .selectFrom('review_logs')
      .select(['rating', 'state', 'reviewed_at'])
      .where('user_id', '=', userId)
      .where('map_id', '=', mapId)
      .where('reviewed_at', '>=', from)
      .execute();
  }

  /** Every grade's rating and state, for the retention (a map's log stays small: one row per human grade). */
  allLogs(userId: string, mapId: string): Promise<Pick<ReviewLogRow, 'rating' | 'state'>[]> {
    return this.db
      .selectFrom('review_logs')
      .select(['rating', 'state'])
      .where('user_id', '=', userId)
      .where('map_id', '=', mapId)
      .execute();
  }
}

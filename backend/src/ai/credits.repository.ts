import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE, type Database, type Db } from '../database/database.types';

/** Users' AI credits (DESIGN §7): taken by one conditional update, so the balance never goes below 0. */
@Injectable()
export class CreditsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async balance(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select('credits')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.credits ?? 0;
  }

  /**
   * Takes `amount` credits when the user has that many; false (nothing taken) otherwise. Runs in `db`, which may
   * be a transaction: concurrent callers are serialised by the row lock (PostgreSQL) or the single writer (SQLite)
   * and each re-checks the balance, so with n credits left exactly n calls of 1 succeed.
   */
  async take(userId: string, amount: number, db: Kysely<Database> = this.db): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ credits: sql<number>`credits - ${amount}` })
      .where('id', '=', userId)
      .where('credits', '>=', amount)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives back credits taken for a call that then failed. */
  async refund(userId: string, amount: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ credits: sql<number>`credits + ${amount}` })
      .where('id', '=', userId)
      .execute();
  }
}

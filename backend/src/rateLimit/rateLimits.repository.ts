import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DATABASE, type Db } from '../database/database.types';

/** Hits of one bucket in its current and previous window. */
export interface WindowHits {
  current: number;
  previous: number;
}

/** The `rate_limit_counters` table: one atomic counter per bucket and window, on SQLite and PostgreSQL alike. */
@Injectable()
export class RateLimitsRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /** Hits of `bucket` in the windows starting at `current` and `current - windowMs`. */
  async hits(bucket: string, current: number, windowMs: number): Promise<WindowHits> {
    const rows = await this.db
      .selectFrom('rate_limit_counters')
      .select(['window_start', 'hits'])
      .where('bucket', '=', bucket)
      .where('window_start', 'in', [current, current - windowMs])
      .execute();
    const of = (start: number) => Number(rows.find((row) => Number(row.window_start) === start)?.hits ?? 0);
    return { current: of(current), previous: of(current - windowMs) };
  }

  /**
   * Takes one hit of the window starting at `windowStart` if it holds fewer than `cap`, in one statement (insert,
   * or increment only while under the cap), and returns the window's hits after it; null when the window was
   * full and nothing was counted. Concurrent callers, in this process or another, each see a different count,
   * so exactly `cap` of them succeed however many arrive together. `cap` must be at least 1.
   */
  async take(bucket: string, windowStart: number, expiresAt: number, cap: number): Promise<number | null> {
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ bucket, window_start: windowStart, hits: 1, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .columns(['bucket', 'window_start'])
          .doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` })
          .where('rate_limit_counters.hits', '<', cap),
      )
      .returning('hits')
      .executeTakeFirst();
    return row ? Number(row.hits) : null;
  }

  /** Gives one hit of a window back (a call that turned out not to count, such as a successful sign-in). */
  async giveBack(bucket: string, windowStart: number): Promise<void> {
    await this.db
      .updateTable('rate_limit_counters')
      .set({ hits: sql`hits - 1` })
      .where('bucket', '=', bucket)
      .where('window_start', '=', windowStart)
      .where('hits', '>', 0)
      .execute();
  }

  /** Forgets a bucket (a successful sign-in clears its failures). */
  async clear(bucket: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('bucket', '=', bucket).execute();
  }

  /** Deletes windows no estimate can use any more. */
  async prune(now: number): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).execute();
  }
}

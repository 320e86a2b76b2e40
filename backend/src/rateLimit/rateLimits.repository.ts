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

  /** Adds one hit in one statement (insert or increment), so concurrent processes never lose a count. */
  async add(bucket: string, windowStart: number, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('rate_limit_counters')
      .values({ bucket, window_start: windowStart, hits: 1, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }),
      )
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

import { Kysely, Migration } from 'kysely';

/**
 * Rate-limit counters shared by every server process (sign-in, sign-up, saves): one row per bucket and fixed
 * window, `hits` bumped atomically. `window_start` is epoch milliseconds (bigint: it outgrows a 32-bit integer);
 * `expires_at` lets old windows be pruned through its index.
 */
export const rateLimitMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'window_start'])
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_expires_at')
      .on('rate_limit_counters')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_counters').execute();
  },
};

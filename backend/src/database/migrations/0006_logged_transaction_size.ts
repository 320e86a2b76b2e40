import { Kysely, Migration, sql } from 'kysely';

/**
 * `map_transactions.tx_size`: the length of each logged transaction's JSON, so the size of a span of the log is a
 * cheap sum (a pull of too much answers `reset` instead of building a huge reply). Big transactions are stored
 * deflated (see `database/loggedText.ts`), so the column, not the stored text, tells their size.
 */
export const loggedSizeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('map_transactions')
      .addColumn('tx_size', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update map_transactions set tx_size = length(tx)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('map_transactions').dropColumn('tx_size').execute();
  },
};

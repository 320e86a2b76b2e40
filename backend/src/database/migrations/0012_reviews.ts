import { Kysely, Migration } from 'kysely';

/**
 * Spaced-repetition state (issue #13): one FSRS card per user, map and node, and the log of every grade (for
 * the stats and for undoing the last grade). Personal, so never part of the shared document. The card's numbers
 * are kept as JSON text so they stay exact on both engines; `due` and `state` are columns for the queries.
 */
export const reviewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_cards')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('node_id', 'text', (c) => c.notNull())
      .addColumn('due', 'text', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('card', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('review_cards_pk', ['user_id', 'map_id', 'node_id'])
      .execute();
    await db.schema
      .createTable('review_logs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('node_id', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('reviewed_at', 'text', (c) => c.notNull())
      .addColumn('previous_card', 'text')
      .execute();
    await db.schema
      .createIndex('review_logs_user_map')
      .on('review_logs')
      .columns(['user_id', 'map_id', 'reviewed_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_logs').execute();
    await db.schema.dropTable('review_cards').execute();
  },
};

import { Kysely, Migration, sql } from 'kysely';

/**
 * The operation log (saves are transactions, not documents) and the maps sidebar's favourites.
 * `maps.snapshot_revision`: the revision the stored document blob holds; `maps.log_floor`: the log holds every
 * transaction after this revision (a whole-document upload or compaction moves it up).
 */
export const syncMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('map_transactions')
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('tx_id', 'text', (c) => c.notNull())
      .addColumn('tx', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('map_transactions_pk', ['map_id', 'revision'])
      .execute();
    await db.schema
      .createIndex('map_transactions_tx_id')
      .on('map_transactions')
      .columns(['map_id', 'tx_id'])
      .unique()
      .execute();
    await db.schema
      .alterTable('maps')
      .addColumn('snapshot_revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('maps')
      .addColumn('log_floor', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Maps saved before this migration: their blob holds `revision`, and no transactions are logged yet.
    await sql`update maps set snapshot_revision = revision, log_floor = revision`.execute(db);
    await db.schema
      .createTable('map_favorites')
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('map_favorites_pk', ['map_id', 'email'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('map_favorites').execute();
    await db.schema.dropTable('map_transactions').execute();
    await db.schema.alterTable('maps').dropColumn('log_floor').execute();
    await db.schema.alterTable('maps').dropColumn('snapshot_revision').execute();
  },
};

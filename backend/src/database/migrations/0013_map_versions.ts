import { Kysely, Migration } from 'kysely';

/**
 * The version history's index (`0013_map_versions`): one row per kept version, whose document is a blob under
 * `{owner}/{mapId}/versions/{id}`. `authors` and `changes` are JSON text (a list of e-mails; `VersionChanges`);
 * `kept_for`: who made the change the version was kept before (an author of the next version, even when that change
 * was an upload, which the operation log does not hold).
 */
export const versionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('map_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('authors', 'text', (c) => c.notNull())
      .addColumn('kept_for', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('map_versions_map_revision')
      .on('map_versions')
      .columns(['map_id', 'revision'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('map_versions').execute();
  },
};

import { Kysely, Migration } from 'kysely';

/**
 * When the map's canvas preview (`preview.png`) was last stored, or null while it has none: the map list shows the
 * preview without asking the blob store about every map, and the time busts the browser's cache.
 */
export const mapPreviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('maps').addColumn('preview_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('maps').dropColumn('preview_at').execute();
  },
};

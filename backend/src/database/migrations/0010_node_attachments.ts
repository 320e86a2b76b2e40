import { Kysely, Migration } from 'kysely';

/** Node attachments (spec §3.7, §7.4): one row per stored file, keyed by map, node and stored name. */
export const attachmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('node_attachments')
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('node_id', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('uploaded_at', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.notNull())
      .addColumn('orphaned_at', 'text')
      .addPrimaryKeyConstraint('node_attachments_pk', ['map_id', 'node_id', 'file_name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('node_attachments').execute();
  },
};

import { Kysely, Migration } from 'kysely';

/** A user's custom domain (spec §2.1): the origin their maps' public links use; null for this server's. */
export const customDomainMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('custom_domain', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('custom_domain').execute();
  },
};

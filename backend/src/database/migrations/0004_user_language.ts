import { Kysely, Migration } from 'kysely';

/** A user's interface language ('en' | 'pt-BR'); null while the browser's languages decide. */
export const languageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};

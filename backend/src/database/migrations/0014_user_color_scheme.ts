import { Kysely, Migration } from 'kysely';

/**
 * A user's application colour scheme ('light' | 'dark' | 'system', issue 34). Every existing account follows the
 * operating system, as before the column existed.
 */
export const colorSchemeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('color_scheme', 'text', (c) => c.notNull().defaultTo('system'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('color_scheme').execute();
  },
};

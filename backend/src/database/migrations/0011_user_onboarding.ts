import { Kysely, Migration } from 'kysely';

/** How a user's onboarding tour ended ('finished' | 'skipped'); null while it has not (spec §2.22). */
export const onboardingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('onboarding', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('onboarding').execute();
  },
};

import { Kysely, Migration, MigrationProvider, Migrator, sql } from 'kysely';
import { syncMigration } from './0002_map_transactions';
import { customDomainMigration } from './0003_user_custom_domain';
import { languageMigration } from './0004_user_language';
import { mapPreviewMigration } from './0005_map_preview';
import { loggedSizeMigration } from './0006_logged_transaction_size';
import { sanitizeLoggedMigration } from './0007_sanitize_logged_transactions';
import { rateLimitMigration } from './0008_rate_limits';
import { chatMigration } from './0009_chat';
import { attachmentsMigration } from './0010_node_attachments';
import { reviewsMigration } from './0012_reviews';
import { versionsMigration } from './0013_map_versions';
import { onboardingMigration } from './0011_user_onboarding';
import { colorSchemeMigration } from './0014_user_color_scheme';

/* Migrations are written with the portable subset of the schema builder: text and integer columns only, so
   they run unchanged on SQLite and PostgreSQL. Never edit a shipped migration; add the next one. */
const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('default_view_mode', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    await db.schema
      .createTable('maps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_email', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text')
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('encrypted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('template', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_modified', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('maps_owner_email').on('maps').column('owner_email').execute();
    await db.schema
      .createTable('map_members')
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('map_members_pk', ['map_id', 'email'])
      .execute();
    await db.schema.createIndex('map_members_email').on('map_members').column('email').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['map_members', 'maps', 'sessions', 'users'])
      await db.schema.dropTable(table).execute();
  },
};

/** Every migration, by name; names sort in the order they apply. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_map_transactions': syncMigration,
  '0003_user_custom_domain': customDomainMigration,
  '0004_user_language': languageMigration,
  '0005_map_preview': mapPreviewMigration,
  '0006_logged_transaction_size': loggedSizeMigration,
  '0007_sanitize_logged_transactions': sanitizeLoggedMigration,
  '0008_rate_limits': rateLimitMigration,
  '0009_chat': chatMigration,
  '0010_node_attachments': attachmentsMigration,
  '0011_user_onboarding': onboardingMigration,
  '0012_reviews': reviewsMigration,
  '0013_map_versions': versionsMigration,
  '0014_user_color_scheme': colorSchemeMigration,
};

/** Brings the schema to the latest migration; throws with the failing migration's error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, list = migrations): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => list };
  // Unordered: features built side by side take their numbers ahead of time and may land in another order
  // (0012 before 0011); a database that already ran a later one still gets the earlier one. Each migration only
  // adds its own tables and columns, so the order between such siblings does not matter.
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
  }
}

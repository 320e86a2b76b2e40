import { Kysely, Migration } from 'kysely';

/**
 * The AI assistant's conversations (spec §3.8), one list per map and user; conversation ids come from the client,
 * so they are unique only within that list. Messages keep their order by `position`.
 */
export const chatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_modified', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_conversations_pk', ['map_id', 'user_id', 'id'])
      .execute();
    await db.schema
      .createTable('chat_messages')
      .addColumn('map_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_messages_pk', ['map_id', 'user_id', 'conversation_id', 'position'])
      .addForeignKeyConstraint(
        'chat_messages_conversation_fk',
        ['map_id', 'user_id', 'conversation_id'],
        'chat_conversations',
        ['map_id', 'user_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.dropTable('chat_conversations').execute();
  },
};

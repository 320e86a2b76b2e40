import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

/** Booleans are stored as 0/1 integers so the same queries run on SQLite and PostgreSQL. */
export type DbBoolean = number;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  credits: Generated<number>;
  default_view_mode: string | null;
  created_at: string;
  /** `https://host[:port]` of the user's public links (spec §2.1), or null. */
  custom_domain: ColumnType<string | null, string | null | undefined, string | null>;
  /** Interface language, 'en' | 'pt-BR', or null while the browser's languages decide. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the onboarding tour ended, 'finished' | 'skipped', or null while it has not (spec §2.22). */
  onboarding: ColumnType<string | null, string | null | undefined, string | null>;
  /** The application's look, 'light' | 'dark' | 'system' (issue 34); 'system' unless the user chose. */
  color_scheme: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** ISO timestamp; ISO strings of the same format compare correctly as text. */
  expires_at: string;
  created_at: string;
}

export interface MapsTable {
  id: string;
  owner_email: string;
  name: string;
  description: Generated<string>;
  image: string | null;
  is_public: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  encrypted: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  template: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  /** JSON array of strings. */
  tags: Generated<string>;
  /** Bumped on every accepted document save; the document's etag. */
  revision: Generated<number>;
  last_modified: string;
  created_at: string;
  /** Revision the stored document blob holds (sync migration). */
  snapshot_revision: Generated<number>;
  /** The transaction log holds every transaction after this revision. */
  log_floor: Generated<number>;
  /** ISO time the canvas preview (`preview.png`) was last stored; null while the map has none. */
  preview_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A row of the maps table (here, not in `maps/`, so modules below maps can name a map without importing it). */
export type MapRow = Selectable<MapsTable>;

export interface MapMembersTable {
  map_id: string;
  email: string;
  role: 'editor' | 'reader';
}

/** One accepted transaction of a map (the operation log); `tx` is its JSON. */
export interface MapTransactionsTable {
  map_id: string;
  revision: number;
  tx_id: string;
  /** The transaction's JSON, or `deflate:` and base64 of it deflated when big (`loggedText.ts`). */
  tx: string;
  /** Length of the transaction's JSON (migration 0006). */
  tx_size: Generated<number>;
  author_email: string;
  created_at: string;
}

/** A user's favourite maps (maps sidebar). */
export interface MapFavoritesTable {
  map_id: string;
  email: string;
}

/**
 * One window of one rate-limit bucket (`{limit}:{hash of key}`). The bigint columns come back from PostgreSQL as
 * strings: read them through `Number()`.
 */
export interface RateLimitCountersTable {
  bucket: string;
  window_start: ColumnType<number | string, number, number>;
  hits: number;
  expires_at: ColumnType<number | string, number, number>;
}

/** A user's AI conversation on a map (spec §3.8). */
export interface ChatConversationsTable {
  map_id: string;
  user_id: string;
  id: string;
  title: string;
  message_count: number;
  last_modified: string;
}

/** One message of a conversation; an assistant message's content is the reply's JSON. */
export interface ChatMessagesTable {
  map_id: string;
  user_id: string;
  conversation_id: string;
  position: number;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
}

/** A file attached to a node (spec §3.7); `orphaned_at` is set while its node is missing from the saved map. */
export interface NodeAttachmentsTable {
  map_id: string;
  node_id: string;
  file_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  uploaded_at: string;
  uploaded_by: string;
  orphaned_at: string | null;
}

/** A user's FSRS card of one node (issue #13). */
export interface ReviewCardsTable {
  user_id: string;
  map_id: string;
  node_id: string;
  /** ISO timestamp of the next review. */
  due: string;
  /** FSRS state: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  /** The ts-fsrs card as JSON (dates as ISO strings). */
  card: string;
}

/** One grade given by a user. */
export interface ReviewLogsTable {
  id: string;
  user_id: string;
  map_id: string;
  node_id: string;
  rating: number;
  /** The card's FSRS state when it was graded. */
  state: number;
  reviewed_at: string;
  /** The card before this grade as JSON, null when it was new: what undoing the grade restores. */
  previous_card: string | null;
}

/** The version history (migration 0013): a kept version of a map, its document a blob (`versions/`). */
export interface MapVersionsTable {
  id: string;
  map_id: string;
  revision: number;
  reason: string;
  /** JSON: the e-mails of who edited the map since the version before. */
  authors: string;
  /** Who made the change this version was kept before. */
  kept_for: string;
  /** JSON: `VersionChanges` since the version before. */
  changes: string;
  size: number;
  created_at: string;
}

/** The database schema as Kysely sees it. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  maps: MapsTable;
  map_members: MapMembersTable;
  map_transactions: MapTransactionsTable;
  map_favorites: MapFavoritesTable;
  rate_limit_counters: RateLimitCountersTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  node_attachments: NodeAttachmentsTable;
  review_cards: ReviewCardsTable;
  review_logs: ReviewLogsTable;
  map_versions: MapVersionsTable;
}

/** Which engine is behind the Kysely instance. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** Injection token of the `Kysely<Database>` instance. */
export const DATABASE = Symbol('DATABASE');
/** Injection token of the {@link DatabaseKind}. */
export const DATABASE_KIND = Symbol('DATABASE_KIND');

export type Db = Kysely<Database>;

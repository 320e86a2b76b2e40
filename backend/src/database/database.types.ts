import type { ColumnType, Generated, Kysely } from 'kysely';

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
}

export interface MapMembersTable {
  map_id: string;
  email: string;
  role: 'editor' | 'reader';
}

/** The database schema as Kysely sees it. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  maps: MapsTable;
  map_members: MapMembersTable;
}

/** Which engine is behind the Kysely instance. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** Injection token of the `Kysely<Database>` instance. */
export const DATABASE = Symbol('DATABASE');
/** Injection token of the {@link DatabaseKind}. */
export const DATABASE_KIND = Symbol('DATABASE_KIND');

export type Db = Kysely<Database>;

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database, DatabaseKind } from './database.types';

/** Where the database lives: a PostgreSQL URL, or else an SQLite file. */
export interface DatabaseTarget {
  databaseUrl?: string;
  sqliteFile: string;
}

/** Opens Kysely on PostgreSQL when a URL is given, else on the embedded SQLite file (created if missing). */
export function createDatabase(target: DatabaseTarget): { db: Kysely<Database>; kind: DatabaseKind } {
  if (target.databaseUrl) {
    const pool = new Pool({ connectionString: target.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  mkdirSync(dirname(target.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
}

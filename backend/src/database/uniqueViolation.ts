/**
 * True when a query failed on a unique index or primary key: SQLite's `SQLITE_CONSTRAINT_UNIQUE` /
 * `_PRIMARYKEY` (better-sqlite3), PostgreSQL's SQLSTATE 23505 (pg). Callers turn it into a clear 4xx, or try
 * again, instead of the 500 an unexpected error answers.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../createDatabase';
import { migrateToLatest, migrations } from './';

describe('migrations', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mapa-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a database that ran a later migration still gets an earlier one that landed after it', async () => {
    const { db } = createDatabase({ sqliteFile: path.join(dir, 'map.sqlite') });
    try {
      const names = Object.keys(migrations);
      const middle = names[names.length - 2];
      const without = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== middle));
      await migrateToLatest(db, without);
      await migrateToLatest(db);
      const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(ran.rows.map((r) => r.name)).toEqual([...names].sort());
    } finally {
      await db.destroy();
    }
  });
});

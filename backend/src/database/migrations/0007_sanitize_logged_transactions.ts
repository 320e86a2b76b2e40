import { Kysely, Migration } from 'kysely';
import type { Transaction } from '@mapa/model';
import type { Database } from '../database.types';
import { isDeflated } from '../loggedText';
import { sanitizeTransaction } from '../../common/operationSanitizer';

const BATCH = 500;

/**
 * Rich text in transactions logged before every record of an operation was sanitised (`from` of updates, removed
 * records) is cleaned once, so pulls, which serve the log as it is stored, never hand it out raw. Keys are read in
 * batches and each row's text alone (rows logged before big transactions were deflated can be megabytes); only
 * rows that change are written, so running it again changes nothing.
 */
export const sanitizeLoggedMigration: Migration = {
  up: (db: Kysely<unknown>) => sanitizeLoggedRows(db as Kysely<Database>),
  async down() {
    // Sanitising cannot be undone, and nothing needs the raw text back.
  },
};

/** The migration's work, reading `batch` keys at a time (a parameter so tests can cross batch boundaries). */
export async function sanitizeLoggedRows(db: Kysely<Database>, batch = BATCH): Promise<void> {
  let after = { mapId: '', revision: -1 };
  for (;;) {
    const keys = await db
      .selectFrom('map_transactions')
      .select(['map_id', 'revision'])
      .where((eb) =>
        eb.or([
          eb('map_id', '>', after.mapId),
          eb.and([eb('map_id', '=', after.mapId), eb('revision', '>', after.revision)]),
        ]),
      )
      .orderBy('map_id')
      .orderBy('revision')
      .limit(batch)
      .execute();
    for (const key of keys) {
      const row = await db
        .selectFrom('map_transactions')
        .select('tx')
        .where('map_id', '=', key.map_id)
        .where('revision', '=', key.revision)
        .executeTakeFirstOrThrow();
      // Deflated rows were written by the code that sanitises every record.
      if (isDeflated(row.tx)) continue;
      const clean = JSON.stringify(sanitizeTransaction(JSON.parse(row.tx) as Transaction));
      if (clean === row.tx) continue;
      await db
        .updateTable('map_transactions')
        .set({ tx: clean, tx_size: Buffer.byteLength(clean) })
        .where('map_id', '=', key.map_id)
        .where('revision', '=', key.revision)
        .execute();
    }
    if (keys.length < batch) return;
    const last = keys[keys.length - 1];
    after = { mapId: last.map_id, revision: Number(last.revision) };
  }
}

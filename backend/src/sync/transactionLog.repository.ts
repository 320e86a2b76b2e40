import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Transaction } from '@mapa/model';
import { DATABASE, type Db } from '../database/database.types';
import { isUniqueViolation } from '../database/uniqueViolation';

/** Where a map's document stands: current revision, what the blob holds, and how far back the log reaches. */
export interface MapVersion {
  revision: number;
  snapshotRevision: number;
  logFloor: number;
  lastModified: string;
}

/** A logged transaction as stored (`workers/loggedText.ts`: its JSON, deflated when big), with the revision it produced. */
export interface LoggedTransaction {
  revision: number;
  stored: string;
}

/** The operation log of each map (`map_transactions`) and the version columns of `maps`. */
@Injectable()
export class TransactionLogRepository {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async version(mapId: string): Promise<MapVersion | undefined> {
    const row = await this.db
      .selectFrom('maps')
      .select(['revision', 'snapshot_revision', 'log_floor', 'last_modified'])
      .where('id', '=', mapId)
      .executeTakeFirst();
    return row
      ? {
          revision: Number(row.revision),
          snapshotRevision: Number(row.snapshot_revision),
          logFloor: Number(row.log_floor),
          lastModified: row.last_modified,
        }
      : undefined;
  }

  /**
   * Appends transactions (with their JSON text) atomically: the revision advances by one per transaction only if
   * it still equals `baseVersion`, and each transaction is stored under the revision it produced. Null when the
   * map moved on, or when the log refused an id it already holds (its unique index: the last guard; the save
   * reads the log again to tell which).
   */
  async append(
    mapId: string,
    baseVersion: number,
    transactions: readonly { tx: Pick<Transaction, 'id'>; logged: string; size: number }[],
    author: string,
    now: string,
  ): Promise<number | null> {
    const appended = this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('maps')
        .set({ revision: sql<number>`revision + ${transactions.length}`, last_modified: now })
        .where('id', '=', mapId)
        .where('revision', '=', baseVersion)
        .returning('revision')
        .executeTakeFirst();
      if (!row) return null;
      await trx
        .insertInto('map_transactions')
        .values(
          transactions.map(({ tx, logged, size }, i) => ({
            map_id: mapId,
            revision: baseVersion + 1 + i,
            tx_id: tx.id,
            tx: logged,
            tx_size: size,
            author_email: author,
            created_at: now,
          })),
        )
        .execute();
      return Number(row.revision);
    });
    return appended.catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  }

  /** The logged transactions of `txIds` (those the log holds), with their revision and time. */
  async byIds(
    mapId: string,
    txIds: readonly string[],
  ): Promise<{ txId: string; revision: number; stored: string; createdAt: string }[]> {
    if (txIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('map_transactions')
      .select(['tx_id', 'revision', 'tx', 'created_at'])
      .where('map_id', '=', mapId)
      .where('tx_id', 'in', txIds)
      .execute();
    return rows.map((row) => ({
      txId: row.tx_id,
      revision: Number(row.revision),
      stored: row.tx,
      createdAt: row.created_at,
    }));
  }

  /** Bytes of JSON of the transactions after `after` up to `upTo` (inclusive). */
  async sizeSince(mapId: string, after: number, upTo: number): Promise<number> {
    const row = await this.db
      .selectFrom('map_transactions')
      .select((eb) => eb.fn.sum<number | string | null>('tx_size').as('size'))
      .where('map_id', '=', mapId)
      .where('revision', '>', after)
      .where('revision', '<=', upTo)
      .executeTakeFirst();
    return Number(row?.size ?? 0);
  }

  /** Transactions after `after` up to `upTo` (inclusive), oldest first, as stored. */
  async since(mapId: string, after: number, upTo: number): Promise<LoggedTransaction[]> {
    const rows = await this.db
      .selectFrom('map_transactions')
      .select(['revision', 'tx'])
      .where('map_id', '=', mapId)
      .where('revision', '>', after)
      .where('revision', '<=', upTo)
      .orderBy('revision')
      .execute();
    return rows.map((row) => ({ revision: Number(row.revision), stored: row.tx }));
  }

  /**
   * Records that the blob now holds `revision`, inside one database transaction with `write` (the blob write),
   * and drops log rows older than `keepFrom`. Skipped (false) when a whole-document upload moved the log floor
   * past `revision` meanwhile, so an older snapshot never overwrites a newer upload, or when the blob already
   * holds `revision` (unless `rewrite`: a snapshot that could not be read is written again at its revision).
   */
  async compact(
    mapId: string,
    revision: number,
    keepFrom: number,
    write: () => Promise<void>,
    rewrite = false,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('maps')
        .set({ snapshot_revision: revision })
        .where('id', '=', mapId)
        .where('log_floor', '<=', revision)
        .where('snapshot_revision', rewrite ? '<=' : '<', revision)
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await write();
      const floor = Math.min(revision, keepFrom);
      await trx
        .updateTable('maps')
        .set({ log_floor: sql<number>`case when log_floor < ${floor} then ${floor} else log_floor end` })
        .where('id', '=', mapId)
        .execute();
      await trx
        .deleteFrom('map_transactions')
        .where('map_id', '=', mapId)
        .where('revision', '<=', floor)
        .execute();
      return true;
    });
  }
}

import { ApiException } from '../common/apiException';
import { loggedJson } from '../database/loggedText';
import type { IncomingTransaction } from './incomingTransactions';
import type { TransactionLogRepository } from './transactionLog.repository';

/** What the log already holds of a save's transactions (found by id). */
export interface Replay {
  /**
   * How many of the save's first transactions the log holds exactly as sent, each at the revision this save gives
   * it (`baseVersion + 1 + i`): the same save sent again after its answer was lost.
   */
  replayed: number;
  /** The answer the first time to the last replayed transaction (null when none is). */
  answered: { revision: number; lastModified: string } | null;
  /** The first transaction after those whose id is logged all the same, and as which revision. */
  taken: { index: number; id: string; revision: number } | null;
}

/** Ids asked about per query (SQLite and PostgreSQL both cap a statement's parameters). */
const IDS_PER_QUERY = 500;

/**
 * Reads which of `incoming` (a save on `baseVersion`) the log already holds. A client that lost the answer to a
 * save sends it again on the same base, perhaps with edits made meanwhile after it; anything else under a logged
 * id (another body, or the same on another base) is not the same save and is refused ({@link transactionIdTaken}).
 */
export async function readReplay(
  log: TransactionLogRepository,
  mapId: string,
  baseVersion: number,
  incoming: readonly IncomingTransaction[],
): Promise<Replay> {
  const ids = incoming.map(({ tx }) => tx.id);
  const logged = new Map<string, { revision: number; stored: string; createdAt: string }>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY)
    for (const row of await log.byIds(mapId, ids.slice(i, i + IDS_PER_QUERY))) logged.set(row.txId, row);
  let replayed = 0;
  let answered: Replay['answered'] = null;
  for (; replayed < incoming.length; replayed++) {
    const { tx, logged: text } = incoming[replayed];
    const row = logged.get(tx.id);
    if (!row || row.revision !== baseVersion + 1 + replayed || !(await sameText(row.stored, text))) break;
    answered = { revision: row.revision, lastModified: row.createdAt };
  }
  for (let index = replayed; index < incoming.length; index++) {
    const row = logged.get(ids[index]);
    if (row) return { replayed, answered, taken: { index, id: ids[index], revision: row.revision } };
  }
  return { replayed, answered, taken: null };
}

/** 409 naming a transaction whose id the map's log already holds for another change. */
export function transactionIdTaken({ index, id, revision }: NonNullable<Replay['taken']>): ApiException {
  return new ApiException(
    409,
    'TRANSACTION_ID_TAKEN',
    `transactions[${index}].id: transaction "${id}" is already saved (revision ${revision}) with other changes or on another base; send new changes under a new id`,
    `transactions[${index}].id`,
  );
}

/** Log texts are equal when their JSON is (big ones are deflated, which another zlib may do differently). */
async function sameText(stored: string, sent: string): Promise<boolean> {
  return stored === sent || (await loggedJson(stored)) === (await loggedJson(sent));
}

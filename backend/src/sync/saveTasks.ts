import { inflateRawSync } from 'node:zlib';
import {
  MAX_OPERATIONS_PER_SAVE,
  formatIssuePath,
  operationLimitIssue,
  saveTransactionsRequestSchema,
  type ChangeLabel,
  type ChangeSource,
  type Transaction,
} from '@mapa/model';
import { sanitizeTransaction } from '../common/operationSanitizer';
import { deflatedBytes, isDeflated, toLoggedText } from '../database/loggedText';
import { fail, readJson, workerTask, type TaskFailure, type TaskInput } from '../workers/task';
import {
  type Segment,
  SegmentWriter,
  asBuffer,
  joined,
  writeJsonTexts,
  writeRecords,
} from '../workers/segments';

// The operation log's tasks in the worker pool (run inline for small bodies): a save's body read, validated and
// sanitised with what the log stores for each transaction, and a logged transaction read back.

/** One transaction: its header, and its operations as segments of JSON. */
export interface TransactionSegments {
  id: string;
  label: ChangeLabel;
  source: ChangeSource;
  ops: Segment[];
}

/** A validated, sanitised transaction of a save, with what the log stores for it. */
export interface SavedTransactionSegments extends TransactionSegments {
  /** The log's text for it (`loggedText.ts`: its JSON, deflated when big). */
  logged: Segment;
  /** Bytes of its JSON. */
  size: number;
}

/** A save request, validated and sanitised. */
export interface SaveRead {
  ok: true;
  id: string;
  baseVersion: number;
  bytes: Uint8Array;
  transactions: SavedTransactionSegments[];
}

function countOperations(value: unknown): number {
  const transactions = (value as { transactions?: unknown } | null)?.transactions;
  if (!Array.isArray(transactions)) return 0;
  let count = 0;
  for (const tx of transactions) {
    const ops = (tx as { ops?: unknown } | null)?.ops;
    if (Array.isArray(ops)) count += ops.length;
  }
  return count;
}

/**
 * `POST /api/documents/transactions`: at most {@link MAX_OPERATIONS_PER_SAVE} operations (413, counted before
 * anything else), each valid field by field (400 `VALIDATION_FAILED` naming e.g. `transactions[0].ops[2].to`),
 * what they write within the content limits (413), rich text sanitised.
 */
export const readSave = workerTask('readSave', ({ bytes }: TaskInput): SaveRead | TaskFailure => {
  const json = readJson(bytes);
  if (!json.ok) return json;
  const count = countOperations(json.value);
  if (count > MAX_OPERATIONS_PER_SAVE) {
    const max = MAX_OPERATIONS_PER_SAVE.toLocaleString('en');
    const message = `transactions: at most ${max} operations per save (${count.toLocaleString('en')} sent); save bigger changes with PUT /api/documents/upload`;
    return fail(413, 'PAYLOAD_TOO_LARGE', message, 'transactions');
  }
  const parsed = saveTransactionsRequestSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = formatIssuePath(issue.path);
    return fail(400, 'VALIDATION_FAILED', `${path}: ${issue.message}`, path);
  }
  const { id, baseVersion, transactions } = parsed.data;
  for (let i = 0; i < transactions.length; i++) {
    const ops = transactions[i].ops;
    for (let j = 0; j < ops.length; j++) {
      const limit = operationLimitIssue(ops[j], ['transactions', i, 'ops', j]);
      if (limit) return fail(413, 'PAYLOAD_TOO_LARGE', limit.message, limit.path);
    }
  }
  const writer = new SegmentWriter();
  const segments = transactions.map((tx): SavedTransactionSegments => {
    const { id, label, source, ops } = sanitizeTransaction(tx);
    const opTexts = ops.map((op) => JSON.stringify(op));
    const json = `${JSON.stringify({ id, label, source }).slice(0, -1)},"ops":[${opTexts.join(',')}]}`;
    const logged = writer.add(toLoggedText(json));
    return { id, label, source, ops: writeJsonTexts(writer, opTexts), logged, size: Buffer.byteLength(json) };
  });
  return { ok: true, id, baseVersion, bytes: writer.finish(), transactions: segments };
});

/** A logged transaction, split for the main thread (`readLogged`). */
export interface LoggedRead {
  ok: true;
  bytes: Uint8Array;
  transaction: TransactionSegments;
}

/**
 * Reads a transaction from the log (its stored text: JSON, or deflated JSON as `loggedText.ts` writes it). It
 * was validated when it was saved.
 */
export const readLogged = workerTask('readLogged', (input: TaskInput): LoggedRead | TaskFailure => {
  const stored = asBuffer(joined(input.bytes)).toString('utf8');
  const json = isDeflated(stored) ? inflateRawSync(deflatedBytes(stored)).toString('utf8') : stored;
  const { id, label, source, ops } = JSON.parse(json) as Transaction;
  const writer = new SegmentWriter();
  const transaction = { id, label, source, ops: writeRecords(writer, ops) };
  return { ok: true, bytes: writer.finish(), transaction };
});

import { inflateRawSync } from 'node:zlib';
import type { z } from 'zod';
import {
  MAX_JSON_DEPTH,
  MapState,
  MAX_OPERATIONS_PER_SAVE,
  documentLimitIssue,
  formatIssuePath,
  operationLimitIssue,
  parseMapDocument,
  salvageMapDocument,
  saveTransactionsRequestSchema,
  chatRequestSchema,
  type ApiErrorCode,
  type FileFormatReasonBody,
  type ChangeLabel,
  type ChangeSource,
  type MapDocument,
  type Transaction,
  type VersionChanges,
  versionChanges,
} from '@mapa/model';
import { exceedsJsonDepth } from '../common/jsonDepth';
import { sanitizeDocument } from '../documents/documentSanitizer';
import { readImport } from './importTask';
import { sanitizeTransaction } from './operationSanitizer';
import { deflatedBytes, isDeflated, toLoggedText } from './loggedText';
import {
  type Bytes,
  type Segment,
  SegmentWriter,
  asBuffer,
  joined,
  ownBytes,
  writeJsonTexts,
  writeRecords,
} from './segments';

// The heavy part of reading and writing map documents: JSON parsing, validation, sanitising and serialising.
// Pure functions of bytes, run in the worker pool for big bodies (documentWorker.ts) and inline for small ones.
// Results carry their data as one buffer plus offsets, which crosses threads without a copy.

/** A refusal, in the API's error shape. */
export interface TaskFailure {
  ok: false;
  status: number;
  code: ApiErrorCode;
  message: string;
  path?: string;
  /** Why an imported file was refused (`INVALID_FILE`), for the client to say in its reader's language. */
  reason?: FileFormatReasonBody;
}

/** The input of every task: the bytes (whole, or a request body's chunks), owned by the task (transferred). */
export interface TaskInput {
  bytes: Bytes;
}

const fail = (status: number, code: ApiErrorCode, message: string, path?: string): TaskFailure => ({
  ok: false,
  status,
  code,
  message,
  ...(path === undefined ? {} : { path }),
});

/** Parses a request body as JSON, refusing nesting deeper than {@link MAX_JSON_DEPTH} before parsing. */
function readJson(chunks: Bytes): { ok: true; value: unknown } | TaskFailure {
  const bytes = joined(chunks);
  if (exceedsJsonDepth(bytes, MAX_JSON_DEPTH))
    return fail(
      400,
      'INVALID_JSON',
      `The body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`,
    );
  try {
    return { ok: true, value: JSON.parse(asBuffer(bytes).toString('utf8')) };
  } catch {
    return fail(400, 'INVALID_JSON', 'The body is not valid JSON');
  }
}

/** A whole-document upload, validated, within the limits and sanitised, as the bytes to store. */
export interface UploadRead {
  ok: true;
  bytes: Uint8Array;
  /**
   * The ids of the document's nodes as a JSON array (one small buffer, copied across threads, parsed only if
   * something after the save asks: attachments of removed nodes, `../documents/mapNodesEvents.ts`).
   */
  nodeIds: Uint8Array;
}

/**
 * `PUT /api/documents/upload`: parse, validate (400 `INVALID_DOCUMENT`, also for a coordinate beyond the editor's
 * range, naming it), check limits (413), sanitise.
 */
export function readUpload({ bytes }: TaskInput): UploadRead | TaskFailure {
  const json = readJson(bytes);
  if (!json.ok) return json;
  const parsed = parseMapDocument(json.value, { outOfRange: 'refuse' });
  if (!parsed.ok) return fail(400, 'INVALID_DOCUMENT', parsed.error.message, parsed.error.path);
  const limit = documentLimitIssue(parsed.document);
  if (limit) return fail(413, 'PAYLOAD_TOO_LARGE', limit.message, limit.path);
  const document = sanitizeDocument(parsed.document);
  const nodeIds = JSON.stringify(document.nodes.map((node) => node.data.id));
  return {
    ok: true,
    bytes: ownBytes(Buffer.from(JSON.stringify(document))),
    nodeIds: ownBytes(Buffer.from(nodeIds)),
  };
}

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
export function readSave({ bytes }: TaskInput): SaveRead | TaskFailure {
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
}

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
export function readLogged(input: TaskInput): LoggedRead | TaskFailure {
  const stored = asBuffer(joined(input.bytes)).toString('utf8');
  const json = isDeflated(stored) ? inflateRawSync(deflatedBytes(stored)).toString('utf8') : stored;
  const { id, label, source, ops } = JSON.parse(json) as Transaction;
  const writer = new SegmentWriter();
  const transaction = { id, label, source, ops: writeRecords(writer, ops) };
  return { ok: true, bytes: writer.finish(), transaction };
}

/** A stored document, validated and normalised, split so the main thread can rebuild it in slices. */
export interface StoredRead {
  ok: true;
  bytes: Uint8Array;
  /** The document without `nodes` and `edges`. */
  head: Segment;
  nodes: Segment[];
  edges: Segment[];
  /** Paths of what a salvage dropped (empty when the document parsed as it was). */
  dropped: string[];
}

/**
 * Reads a stored document (no request limits: it was accepted once). With `salvage`, a document the schema
 * refuses is rescued by dropping only what is invalid (`salvageMapDocument`) instead of failing.
 */
export function readStored({ bytes, salvage }: TaskInput & { salvage?: boolean }): StoredRead | TaskFailure {
  let value: unknown;
  try {
    value = JSON.parse(asBuffer(joined(bytes)).toString('utf8'));
  } catch (error) {
    return fail(500, 'INTERNAL_ERROR', `$: the stored text is not JSON (${(error as Error).message})`, '$');
  }
  const parsed = parseMapDocument(value);
  let document: MapDocument;
  let dropped: string[] = [];
  if (parsed.ok) document = parsed.document;
  else {
    const rescued = salvage ? salvageMapDocument(value) : null;
    if (!rescued?.ok) return fail(500, 'INTERNAL_ERROR', parsed.error.message, parsed.error.path);
    document = rescued.document;
    dropped = rescued.dropped;
  }
  const { nodes, edges, ...rest } = document;
  const writer = new SegmentWriter();
  const head = writer.add(JSON.stringify(rest));
  const nodeSegments = writeRecords(writer, nodes);
  const edgeSegments = writeRecords(writer, edges);
  return { ok: true, bytes: writer.finish(), head, nodes: nodeSegments, edges: edgeSegments, dropped };
}

/** A document that parses, handed back with its bytes untouched. */
export interface CheckedDocument {
  ok: true;
  bytes: Uint8Array;
}

/** Whether bytes about to be stored (or served) as a map's document parse with `parseMapDocument`. */
export function checkDocument(input: TaskInput): CheckedDocument | TaskFailure {
  const bytes = joined(input.bytes);
  const parsed = parseMapDocument(asBuffer(bytes).toString('utf8'));
  return parsed.ok
    ? { ok: true, bytes }
    : fail(500, 'INTERNAL_ERROR', parsed.error.message, parsed.error.path);
}

/** What changed between two versions of a map (the version history's summary). */
export interface CountedChanges {
  ok: true;
  changes: VersionChanges;
}

/**
 * Counts what changed from the newest kept version (`bytes[0]`; empty when there is none, and unreadable counts as
 * none: everything added) to the document about to be kept (`bytes[1]`). Both are parsed here, so a big map's two
 * documents never sit on the main thread (the noisy-neighbour bench: a 48 MB upload kept a version by parsing both
 * there, stalling other users' saves for up to 0.8 s).
 */
export function countVersionChanges(input: TaskInput): CountedChanges | TaskFailure {
  const [before, after] = input.bytes as readonly Uint8Array[];
  const stateOf = (bytes: Uint8Array) =>
    MapState.fromDocument(JSON.parse(asBuffer(bytes).toString('utf8')) as MapDocument);
  let previous: MapState | null = null;
  if (before && before.byteLength > 0) {
    try {
      previous = stateOf(before);
    } catch {
      previous = null;
    }
  }
  try {
    return { ok: true, changes: versionChanges(previous, stateOf(after)) };
  } catch (error) {
    return fail(500, 'INTERNAL_ERROR', `The version to keep could not be read: ${String(error)}`);
  }
}

/** Every task by name, for the pool and for running inline. */
/** A chat message (`PUT /api/documents/chatbot`), parsed and checked. */
export interface ChatRequestRead {
  ok: true;
  request: z.output<typeof chatRequestSchema>;
}

/**
 * Reads a chat message's body: it carries the whole map as titles, descriptions and relations (up to 200,000
 * records, ~10 MB at 100k nodes), so it is parsed and checked here, off the event loop, like a save. A bad field
 * is a 400 `VALIDATION_FAILED` naming it, as the route's other checks answer.
 */
export function readChatRequest(input: TaskInput): ChatRequestRead | TaskFailure {
  const json = readJson(input.bytes);
  if (!json.ok) return json;
  const parsed = chatRequestSchema.safeParse(json.value ?? {});
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue.path.map(String).join('.');
  return fail(400, 'VALIDATION_FAILED', path ? `${path}: ${issue.message}` : issue.message, path);
}

export const documentTasks = {
  readChatRequest,
  readImport,
  readUpload,
  readSave,
  readLogged,
  readStored,
  checkDocument,
  countVersionChanges,
};
export type DocumentTaskName = keyof typeof documentTasks;

import { deflateRawSync, inflateRaw } from 'node:zlib';
import { promisify } from 'node:util';

// How a transaction is stored in the log (`map_transactions.tx`): its JSON as it is, or, from
// `DEFLATE_FROM_CHARS` on, `deflate:` followed by the base64 of the raw-deflated JSON. A 20,000-operation
// transaction is about 7 MB of JSON and 0.4 MB deflated: inserting it (synchronous with SQLite, on the event
// loop) takes a tenth of the time, and the log takes a tenth of the room. JSON never starts with `d`.

const PREFIX = 'deflate:';
/** Transactions whose JSON is at least this long are stored deflated. */
export const DEFLATE_FROM_CHARS = 64 * 1024;

const inflate = promisify(inflateRaw);

/** What the log stores for a transaction's JSON (deflating runs where this is called: the worker pool). */
export function toLoggedText(json: string): string {
  if (json.length < DEFLATE_FROM_CHARS) return json;
  return PREFIX + deflateRawSync(Buffer.from(json, 'utf8'), { level: 1 }).toString('base64');
}

/** True when a stored text is deflated. */
export const isDeflated = (stored: string): boolean => stored.startsWith(PREFIX);

/** The deflated bytes of a stored text (see {@link isDeflated}). */
export const deflatedBytes = (stored: string): Buffer => Buffer.from(stored.slice(PREFIX.length), 'base64');

/** The JSON of a stored transaction; inflating runs in libuv's thread pool, not on the event loop. */
export async function loggedJson(stored: string): Promise<string> {
  if (!isDeflated(stored)) return stored;
  return (await inflate(deflatedBytes(stored))).toString('utf8');
}

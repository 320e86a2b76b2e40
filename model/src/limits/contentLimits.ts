import type { Operation } from '../ops/operation';
import { formatIssuePath } from '../parse/formatIssuePath';

/** Most characters in a node's or an edge's label. */
export const MAX_LABEL_CHARS = 10_000;
/** Most bytes (UTF-8) in a node's or an edge's description. */
export const MAX_DESCRIPTION_BYTES = 1024 * 1024;
/** Most bytes (UTF-8) in the document's `htmlContent`. */
export const MAX_HTML_CONTENT_BYTES = 2 * 1024 * 1024;
/** Most operations in one `POST /api/documents/transactions` (bigger changes go as the whole document). */
export const MAX_OPERATIONS_PER_SAVE = 20_000;
/** Deepest nesting of arrays and objects the server reads in a JSON body (a map needs about ten). */
export const MAX_JSON_DEPTH = 128;

/** A value over its limit: where (`nodes[3].data.label`) and a sentence naming the path and the limit. */
export interface LimitIssue {
  path: string;
  message: string;
}

/** UTF-8 length of a string; counted only when its length alone does not decide against `limit`. */
function utf8Over(text: string, limit: number): boolean {
  if (text.length > limit) return true; // every UTF-16 unit is at least one byte
  if (text.length * 3 <= limit) return false; // every UTF-16 unit is at most three bytes
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4; // a surrogate pair is four bytes
      i++;
    } else bytes += 3;
  }
  return bytes > limit;
}

const MB = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

function issue(path: readonly PropertyKey[], what: string): LimitIssue {
  const name = formatIssuePath(path);
  return { path: name, message: `${name}: ${what}` };
}

/** A node's or an edge's label and description against their limits; `at` is the record's path. */
export function recordLimitIssue(
  record: { data?: { label?: unknown; description?: unknown } },
  at: readonly PropertyKey[],
): LimitIssue | undefined {
  const { label, description } = record.data ?? {};
  if (typeof label === 'string' && label.length > MAX_LABEL_CHARS)
    return issue([...at, 'data', 'label'], `at most ${MAX_LABEL_CHARS.toLocaleString('en')} characters`);
  if (typeof description === 'string' && utf8Over(description, MAX_DESCRIPTION_BYTES))
    return issue([...at, 'data', 'description'], `at most ${MB(MAX_DESCRIPTION_BYTES)}`);
  return undefined;
}

/** The document's `htmlContent` against its limit; `at` is its path. */
export function htmlContentLimitIssue(value: unknown, at: readonly PropertyKey[]): LimitIssue | undefined {
  return typeof value === 'string' && utf8Over(value, MAX_HTML_CONTENT_BYTES)
    ? issue(at, `at most ${MB(MAX_HTML_CONTENT_BYTES)}`)
    : undefined;
}

/** The first field of a document over its limit (labels, descriptions, htmlContent), or undefined. */
export function documentLimitIssue(doc: {
  nodes: readonly { data?: object }[];
  edges: readonly { data?: object }[];
  htmlContent?: unknown;
}): LimitIssue | undefined {
  for (let i = 0; i < doc.nodes.length; i++) {
    const found = recordLimitIssue(doc.nodes[i], ['nodes', i]);
    if (found) return found;
  }
  for (let i = 0; i < doc.edges.length; i++) {
    const found = recordLimitIssue(doc.edges[i], ['edges', i]);
    if (found) return found;
  }
  return htmlContentLimitIssue(doc.htmlContent, ['htmlContent']);
}

/**
 * What an operation would write (added and updated records, `htmlContent`) against the limits; `at` is the
 * operation's path. Removals and `from` values are not checked: they write nothing, and a map holding an
 * over-long value from before the limits must still be able to drop it.
 */
export function operationLimitIssue(op: Operation, at: readonly PropertyKey[]): LimitIssue | undefined {
  switch (op.type) {
    case 'node.add':
      return recordLimitIssue(op.node, [...at, 'node']);
    case 'edge.add':
      return recordLimitIssue(op.edge, [...at, 'edge']);
    case 'node.update':
    case 'edge.update':
      return recordLimitIssue(op.to, [...at, 'to']);
    case 'document.update':
      return op.key === 'htmlContent' ? htmlContentLimitIssue(op.to, [...at, 'to']) : undefined;
    default:
      return undefined;
  }
}

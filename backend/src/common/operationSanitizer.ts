import {
  cleanOperation as cleanTextAndUrls,
  type MapEdge,
  type MapNode,
  type Operation,
  type Transaction,
} from '@mapa/model';
import { sanitizeRichText } from './richText.sanitizer';

function cleanRecord<T extends MapNode | MapEdge>(record: T): T {
  const description = record.data.description;
  if (typeof description !== 'string') return record;
  const clean = sanitizeRichText(description);
  return clean === description ? record : { ...record, data: { ...record.data, description: clean } };
}

const cleanHtml = (value: unknown) => (typeof value === 'string' ? sanitizeRichText(value) : value);

function withValue<T extends { from?: unknown; to?: unknown }>(
  op: T,
  side: 'from' | 'to',
  value: unknown,
): T {
  return value === undefined ? op : { ...op, [side]: value };
}

function cleanOperation(op: Operation): Operation {
  switch (op.type) {
    case 'node.add':
    case 'node.remove':
      return { ...op, node: cleanRecord(op.node) };
    case 'node.update':
      return { ...op, from: cleanRecord(op.from), to: cleanRecord(op.to) };
    case 'edge.add':
    case 'edge.remove':
      return { ...op, edge: cleanRecord(op.edge) };
    case 'edge.update':
      return { ...op, from: cleanRecord(op.from), to: cleanRecord(op.to) };
    case 'document.update':
      return op.key === 'htmlContent'
        ? withValue(withValue(op, 'from', cleanHtml(op.from)), 'to', cleanHtml(op.to))
        : op;
    default:
      return op;
  }
}

/**
 * The transaction with every rich text it carries sanitised, as uploads are: descriptions of added, removed and
 * updated records and `htmlContent`, in `from` as well as `to`; then the model's text and address rules
 * (`cleanOperation`: unsafe characters dropped from every text, unsafe image and icon addresses dropped, a
 * support image's replaced by a blank image). What is logged is what other editors pull and rebase on (`from`
 * included), so nothing unsanitised may be stored in either.
 */
export function sanitizeTransaction(tx: Transaction): Transaction {
  return { ...tx, ops: tx.ops.map((op) => cleanTextAndUrls(cleanOperation(op))) };
}

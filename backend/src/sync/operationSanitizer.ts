import type { MapEdge, MapNode, Operation, Transaction } from '@mapa/model';
import { sanitizeRichText } from '../documents/richText.sanitizer';

function cleanRecord<T extends MapNode | MapEdge>(record: T): T {
  const description = record.data.description;
  if (typeof description !== 'string') return record;
  const clean = sanitizeRichText(description);
  return clean === description ? record : { ...record, data: { ...record.data, description: clean } };
}

function cleanOperation(op: Operation): Operation {
  switch (op.type) {
    case 'node.add':
      return { ...op, node: cleanRecord(op.node) };
    case 'node.update':
      return { ...op, to: cleanRecord(op.to) };
    case 'edge.add':
      return { ...op, edge: cleanRecord(op.edge) };
    case 'edge.update':
      return { ...op, to: cleanRecord(op.to) };
    case 'document.update':
      return op.key === 'htmlContent' && typeof op.to === 'string'
        ? { ...op, to: sanitizeRichText(op.to) }
        : op;
    default:
      return op;
  }
}

/** The transaction with every rich text it would store sanitised (descriptions, htmlContent), as uploads are. */
export function sanitizeTransaction(tx: Transaction): Transaction {
  return { ...tx, ops: tx.ops.map(cleanOperation) };
}

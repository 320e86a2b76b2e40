import type { Operation, Transaction } from '@mapa/model';
import type { SaveRead } from '../workers/documentTasks';
import { segmentText } from '../workers/segments';
import { Slicer } from '../workers/slices';

/** A validated, sanitised transaction of a save, and the JSON text the log stores for it. */
export interface IncomingTransaction {
  tx: Transaction;
  json: string;
}

/**
 * Rebuilds the transactions of a save read by the worker (`readSave`), a segment of operations at a time with
 * yields in between, and their log text from the same segments (no second serialisation on the main thread).
 */
export async function incomingTransactions(read: SaveRead): Promise<IncomingTransaction[]> {
  const slicer = new Slicer();
  const out: IncomingTransaction[] = [];
  for (const { id, label, source, ops: segments } of read.transactions) {
    const ops: Operation[] = [];
    const texts: string[] = [];
    for (const segment of segments) {
      await slicer.tick();
      const text = segmentText(read.bytes, segment);
      texts.push(text);
      for (const op of JSON.parse(`[${text}]`) as Operation[]) ops.push(op);
    }
    const head = JSON.stringify({ id, label, source });
    out.push({ tx: { id, label, source, ops }, json: `${head.slice(0, -1)},"ops":[${texts.join(',')}]}` });
  }
  return out;
}

import type { Operation, Transaction } from '@mapa/model';
import type { SaveRead, TransactionSegments } from './saveTasks';
import { type Segment, segmentText } from '../workers/segments';
import { Slicer } from '../workers/slices';

/** A validated, sanitised transaction of a save, and what the log stores for it. */
export interface IncomingTransaction {
  tx: Transaction;
  /** The log's text (`workers/loggedText.ts`). */
  logged: string;
  /** Bytes of the transaction's JSON. */
  size: number;
}

/** Rebuilds a transaction from the worker's segments, a segment of operations at a time with yields between. */
export async function transactionFrom(
  bytes: Uint8Array,
  { id, label, source, ops: segments }: TransactionSegments,
  slicer = new Slicer(),
): Promise<Transaction> {
  const ops: Operation[] = [];
  for (const segment of segments as readonly Segment[]) {
    await slicer.tick();
    for (const op of JSON.parse(`[${segmentText(bytes, segment)}]`) as Operation[]) ops.push(op);
  }
  return { id, label, source, ops };
}

/** The transactions of a save read by the worker (`readSave`), rebuilt in slices, with their log text. */
export async function incomingTransactions(read: SaveRead): Promise<IncomingTransaction[]> {
  const slicer = new Slicer();
  const out: IncomingTransaction[] = [];
  for (const segments of read.transactions) {
    const tx = await transactionFrom(read.bytes, segments, slicer);
    out.push({ tx, logged: segmentText(read.bytes, segments.logged), size: segments.size });
  }
  return out;
}

import type { MapDocument } from '@mapa/model';
import { type Segment, segmentText } from './segments';

/** Main-thread time between two yields to the event loop while big JSON is read or written. */
export const SLICE_MS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets other requests run every {@link SLICE_MS} of work: `await slicer.tick()` between units of work yields
 * only when the slice is used up, so small jobs never wait.
 */
export class Slicer {
  private sliceStart = performance.now();

  async tick(): Promise<void> {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await nextTurn();
    this.sliceStart = performance.now();
  }
}

/** Parses segments of comma-separated JSON values (see `writeRecords`) into one array, yielding in between. */
export async function parseRecords<T>(
  bytes: Uint8Array,
  segments: readonly Segment[],
  slicer: Slicer,
): Promise<T[]> {
  const out: T[] = [];
  for (const segment of segments) {
    await slicer.tick();
    for (const record of JSON.parse(`[${segmentText(bytes, segment)}]`) as T[]) out.push(record);
  }
  return out;
}

const RECORDS_PER_STEP = 2000;

async function writeArray(parts: Buffer[], records: readonly unknown[], slicer: Slicer): Promise<void> {
  parts.push(Buffer.from('['));
  for (let i = 0; i < records.length; i += RECORDS_PER_STEP) {
    await slicer.tick();
    const json = JSON.stringify(records.slice(i, i + RECORDS_PER_STEP));
    parts.push(Buffer.from(i === 0 ? json.slice(1, -1) : `,${json.slice(1, -1)}`));
  }
  parts.push(Buffer.from(']'));
}

/**
 * `JSON.stringify(doc)` as bytes, written a few thousand records at a time with yields in between, so a 100k-node
 * map does not hold the event loop for the whole serialisation. Same text as `JSON.stringify` (nodes, edges, then
 * the other keys in their order).
 */
export async function serializeDocument(doc: MapDocument): Promise<Buffer> {
  const slicer = new Slicer();
  const { nodes, edges, ...rest } = doc;
  const parts: Buffer[] = [Buffer.from('{"nodes":')];
  await writeArray(parts, nodes, slicer);
  parts.push(Buffer.from(',"edges":'));
  await writeArray(parts, edges, slicer);
  await slicer.tick();
  const tail = JSON.stringify(rest);
  parts.push(Buffer.from(tail === '{}' ? '}' : `,${tail.slice(1)}`));
  return Buffer.concat(parts);
}

/** A byte range `[start, end)` of a task's result buffer. */
export type Segment = readonly [start: number, end: number];

/**
 * A Uint8Array that alone owns its ArrayBuffer, so it can be transferred to another thread (zero copy) without
 * detaching memory something else uses: Node hands out small Buffers as views of one shared pool.
 */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

/** Bytes in one piece, or as the chunks they arrived in (a request body is never joined on the main thread). */
export type Bytes = Uint8Array | readonly Uint8Array[];

/** How many bytes in all. */
export function byteLengthOf(bytes: Bytes): number {
  if (!Array.isArray(bytes)) return (bytes as Uint8Array).byteLength;
  let length = 0;
  for (const chunk of bytes as readonly Uint8Array[]) length += chunk.byteLength;
  return length;
}

/** The bytes in one piece (joined here, in whichever thread runs this). */
export function joined(bytes: Bytes): Uint8Array {
  return Array.isArray(bytes) ? Buffer.concat(bytes as readonly Uint8Array[]) : (bytes as Uint8Array);
}

/** A Buffer over the same memory (no copy). */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Collects strings into one buffer and remembers where each went: a worker sends one transferable buffer plus
 * small offsets instead of a large object graph, which the receiving thread would have to rebuild in one go.
 */
export class SegmentWriter {
  private readonly parts: Buffer[] = [];
  private length = 0;

  add(text: string): Segment {
    const bytes = Buffer.from(text, 'utf8');
    const start = this.length;
    this.parts.push(bytes);
    this.length += bytes.length;
    return [start, this.length];
  }

  finish(): Uint8Array {
    return ownBytes(Buffer.concat(this.parts, this.length));
  }
}

/** The text of a segment. */
export function segmentText(bytes: Uint8Array, [start, end]: Segment): string {
  return asBuffer(bytes).toString('utf8', start, end);
}

/** Roughly how much JSON text one segment of records holds: parsing it takes a millisecond or two. */
export const SEGMENT_CHARS = 256 * 1024;

/** Writes records as segments of comma-separated JSON values, each about {@link SEGMENT_CHARS} long. */
export function writeRecords(writer: SegmentWriter, records: readonly unknown[]): Segment[] {
  return writeJsonTexts(
    writer,
    records.map((record) => JSON.stringify(record)),
  );
}

/** {@link writeRecords} for records already serialised. */
export function writeJsonTexts(writer: SegmentWriter, texts: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const json of texts) {
    batch.push(json);
    size += json.length;
    if (size >= SEGMENT_CHARS) {
      segments.push(writer.add(batch.join(',')));
      batch = [];
      size = 0;
    }
  }
  if (batch.length) segments.push(writer.add(batch.join(',')));
  return segments;
}

import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { ApiErrorCode, LoadedImage } from '@mapa/model';
import { ApiException } from '../common/apiException';
import { ExportMemory } from './exportMemory';
import { prepareExport, readStoredMap, type ExportJob } from './exportWriter';

// The export as a task of the document worker pool (documentWorker.ts): the stored map is parsed and converted in
// the worker, and the file goes back to the main thread through a MessagePort in chunks, with flow control so a
// slow download pauses the conversion instead of piling the file up in memory.

/**
 * Messages from the worker: the task started (the export's time budget runs from here, not from the queue), the
 * file's name and type, its chunks, its end, a refusal, an image to read.
 */
export type ExportMessage =
  | { type: 'started' }
  | { type: 'head'; fileName: string; contentType: string }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'end' }
  /** With `status` and `code` when the export is refused for a reason the client should hear (an ApiException). */
  | { type: 'failed'; message: string; status?: number; code?: ApiErrorCode; overBudget?: boolean }
  | { type: 'image'; id: number; src: string };

/** Messages to the worker: a chunk was written out (send more), an image read for a notes zip. */
export type ExportReply = { type: 'ack' } | { type: 'image'; id: number; image: LoadedImage | null };

/** Chunks sent and not yet written out by the main thread, at most: up to ~4 × 64 KB in flight. */
const WINDOW = 4;

/**
 * A Writable whose chunks go to the main thread; it stops taking writes while {@link WINDOW} are unacknowledged,
 * and fails a write once the export is over its memory budget.
 */
class PortWritable extends Writable {
  private unacked = 0;
  private waiting: ((error?: Error) => void) | null = null;
  /** True once the main thread closed its end: the export was given up, nobody is listening. */
  givenUp = false;

  constructor(
    private readonly port: MessagePort,
    private readonly memory: ExportMemory,
  ) {
    super({ highWaterMark: 64 * 1024 });
    // Stop writing rather than wait for acks forever.
    port.once('close', () => {
      this.givenUp = true;
      this.destroy(new Error('The export was given up'));
    });
  }

  acknowledged(): void {
    this.unacked--;
    const resume = this.waiting;
    this.waiting = null;
    resume?.();
  }

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error) => void): void {
    this.post(Buffer.concat(chunks.map((c) => c.chunk)), callback);
  }

  override _write(chunk: Buffer, _encoding: string, callback: (error?: Error) => void): void {
    this.post(chunk, callback);
  }

  override _final(callback: () => void): void {
    this.port.postMessage({ type: 'end' } satisfies ExportMessage);
    callback();
  }

  private post(chunk: Buffer, callback: (error?: Error) => void): void {
    const over = this.memory.over();
    if (over) return callback(over);
    const bytes = new Uint8Array(chunk); // a copy of its own, so it can be transferred
    this.port.postMessage({ type: 'chunk', bytes } satisfies ExportMessage, [bytes.buffer]);
    if (++this.unacked < WINDOW) callback();
    else this.waiting = callback;
  }
}

/**
 * The task's input: the stored map's bytes (transferred), what to export, the heap it may fill (MB; undefined for
 * the default of {@link ExportMemory}), and the port to answer through.
 */
export interface ExportTaskInput {
  bytes: Uint8Array;
  job: ExportJob;
  memoryMb?: number;
  port: MessagePort;
}

/** Runs one export in a worker; everything it produces goes through `port` (see {@link ExportMessage}). */
export async function runExportTask({ bytes, job, memoryMb, port }: ExportTaskInput): Promise<void> {
  port.postMessage({ type: 'started' } satisfies ExportMessage);
  const memory = new ExportMemory(memoryMb);
  const out = new PortWritable(port, memory);
  out.on('error', () => undefined); // reported through `prepared.send`'s rejection
  const images = new Map<number, (image: LoadedImage | null) => void>();
  let lastImage = 0;
  port.on('message', (reply: ExportReply) => {
    if (reply.type === 'ack') out.acknowledged();
    else {
      images.get(reply.id)?.(reply.image);
      images.delete(reply.id);
    }
  });
  const loadImage = (src: string) =>
    new Promise<LoadedImage | null>((resolve) => {
      const id = ++lastImage;
      images.set(id, resolve);
      port.postMessage({ type: 'image', id, src } satisfies ExportMessage);
    });
  try {
    const doc = readStoredMap(bytes);
    if (!doc) {
      port.postMessage({ type: 'failed', message: 'The stored map cannot be read' } satisfies ExportMessage);
      return;
    }
    memory.check();
    const prepared = await prepareExport(doc, job, loadImage);
    // Refused before the head when the map alone is already too much, so the client hears why.
    memory.check();
    port.postMessage({ type: 'head', fileName: prepared.fileName, contentType: prepared.contentType });
    await prepared.send(out);
  } catch (error) {
    if (out.givenUp) return;
    const message = error instanceof Error ? error.message : String(error);
    const refusal = error instanceof ApiException ? { status: error.getStatus(), code: error.code } : {};
    // Over the budget, the thread is stopped after the refusal: its heap goes back at once.
    const overBudget = error instanceof ApiException && error.code === 'EXPORT_TOO_LARGE';
    port.postMessage({ type: 'failed', message, ...refusal, overBudget } satisfies ExportMessage);
  }
}

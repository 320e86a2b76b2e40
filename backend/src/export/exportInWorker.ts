import { MessageChannel } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import { ApiException } from '../common/apiException';
import { ClientLeftError } from '../common/clientLeft';
import { WorkerStoppedError, type DocumentWorkers } from '../workers/documentWorkers';
import { ExportClock } from './exportClock';
import { exportTooLarge } from './exportMemory';
import { imagesTooLarge, type ImageLoader } from './exportImages';
import type { ExportMessage, ExportReply, ExportTaskInput } from './exportTask';
import type { ExportJob, PreparedExport } from './exportWriter';

const unreadable = (message: string) => new ApiException(500, 'INTERNAL_ERROR', message);

/** What one export may cost, and who may give it up. */
export interface ExportBudget {
  /** Aborted when the client has gone (`ClientLeft`): the task is cancelled and its thread stopped. */
  signal: AbortSignal;
  /** Conversion time (ms) before the export fails with 503 `EXPORT_TIMED_OUT` (see {@link ExportClock}). */
  timeoutMs: number;
  /** Bytes of images a notes zip or a drawing may gather before it fails with 422 `EXPORT_TOO_LARGE`. */
  maxImageBytes: number;
  /** The heap (MB) the export may fill in its thread (see `ExportMemory`); undefined: its default. */
  memoryMb?: number;
}

/** The pool's reason for losing the task, as the client hears it. */
function poolFailure(error: unknown): Error {
  if (error instanceof ApiException || error instanceof ClientLeftError) return error;
  if (error instanceof WorkerStoppedError && error.reason === 'memory') return exportTooLarge(error.memoryMb);
  const message = (error as { message?: unknown } | null)?.message;
  return unreadable(typeof message === 'string' ? message : String(error));
}

/**
 * Runs an export in the document worker pool (`exportTask.ts`), whatever the map's size, so no map holds the
 * event loop: resolves with the file's name and type once the worker has read the map, and `send` writes the
 * chunks the worker produces to `out`, acknowledging each once `out` takes it (so the conversion goes at the
 * download's pace). The images of a notes zip are read here, on request. The export is given up, its task
 * cancelled and its thread stopped (the pool starts another), when the client leaves (at any moment, before the
 * head too), when it runs over its time budget, or when its images go over theirs.
 */
export function exportInWorker(
  workers: DocumentWorkers,
  stored: Uint8Array,
  job: ExportJob,
  loadImage: ImageLoader,
  budget: ExportBudget,
): Promise<PreparedExport> {
  const { port1, port2 } = new MessageChannel();
  const stop = new AbortController();
  const early: Uint8Array[] = [];
  let out: Writable | null = null;
  let ended = false;
  let settle: (() => void) | null = null;
  let failure: Error | null = null;
  let imageBytes = 0;

  return new Promise<PreparedExport>((resolveHead, rejectHead) => {
    /** Ends the export with `error`; `stopThread` unless the worker itself reported it (it is returning). */
    const fail = (error: Error, stopThread = true) => {
      if (failure) return;
      failure = error;
      clock.stop();
      budget.signal.removeEventListener('abort', clientLeft);
      rejectHead(error);
      port1.close();
      if (stopThread) stop.abort(error);
      // After the head there is no status left to send: the download is cut off, and `send` is over.
      out?.destroy(error);
      settle?.();
    };
    const clock = new ExportClock(budget.timeoutMs, () =>
      fail(
        new ApiException(
          503,
          'EXPORT_TIMED_OUT',
          `This export took longer than the ${budget.timeoutMs / 1000} s an export may take; export part of the map or another format`,
        ),
      ),
    );
    const clientLeft = () => fail(new ClientLeftError());
    if (budget.signal.aborted) clientLeft();
    else budget.signal.addEventListener('abort', clientLeft, { once: true });

    const ack = () => {
      clock.resume();
      if (!failure) port1.postMessage({ type: 'ack' } satisfies ExportReply);
    };
    const write = (bytes: Uint8Array) => {
      if (out!.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) ack();
      else {
        clock.pause(); // waiting for the download, not for the conversion
        out!.once('drain', ack);
      }
    };
    const finish = () => {
      clock.stop();
      budget.signal.removeEventListener('abort', clientLeft);
      port1.close();
      out!.end(() => settle?.());
    };
    const image = (id: number, src: string) =>
      loadImage(src)
        .catch(() => null)
        .then((loaded) => {
          if (failure) return;
          imageBytes += loaded?.bytes.byteLength ?? 0;
          if (imageBytes > budget.maxImageBytes) return fail(imagesTooLarge(budget.maxImageBytes));
          port1.postMessage({ type: 'image', id, image: loaded } satisfies ExportReply);
        });

    port1.on('message', (message: ExportMessage) => {
      if (failure) return;
      switch (message.type) {
        case 'started':
          return clock.start();
        case 'chunk':
          return out ? write(message.bytes) : void early.push(message.bytes);
        case 'end':
          ended = true;
          return out ? finish() : undefined;
        case 'image':
          return void image(message.id, message.src);
        case 'failed':
          return fail(
            message.status && message.code
              ? new ApiException(message.status, message.code, message.message)
              : unreadable(message.message),
            message.overBudget === true,
          );
        case 'head':
          return resolveHead({
            fileName: message.fileName,
            contentType: message.contentType,
            send: (target) =>
              new Promise<void>((resolve) => {
                settle = resolve;
                if (failure) return resolve();
                out = target;
                target.on('error', clientLeft);
                if (target.destroyed) return clientLeft();
                for (const bytes of early.splice(0)) write(bytes);
                if (ended) finish();
              }),
          });
      }
    });
    // A copy of its own to transfer: the stored bytes may be held elsewhere (a cache) and must stay readable.
    const bytes = new Uint8Array(stored);
    const input: ExportTaskInput = { bytes, job, memoryMb: budget.memoryMb, port: port2 };
    workers
      .runInPool('exportTask', input, {
        transferList: [bytes.buffer as ArrayBuffer, port2],
        signal: stop.signal,
      })
      .catch((error: unknown) => fail(poolFailure(error), false));
  });
}

import { MessageChannel } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import { ApiException } from '../common/apiException';
import type { DocumentWorkers } from '../workers/documentWorkers';
import type { ExportMessage, ExportReply, ExportTaskInput } from './exportTask';
import type { ExportJob, ImageLoader, PreparedExport } from './exportWriter';

const unreadable = (message: string) => new ApiException(500, 'INTERNAL_ERROR', message);

/**
 * Runs an export in the document worker pool (`exportTask.ts`) so a big map never holds the event loop: resolves
 * with the file's name and type once the worker has read the map, and `send` writes the chunks the worker
 * produces to `out`, acknowledging each once `out` takes it (so the conversion goes at the download's pace).
 * The images of a notes zip are read here, on request. If `out` closes early the task is cancelled.
 */
export function exportInWorker(
  workers: DocumentWorkers,
  stored: Uint8Array,
  job: ExportJob,
  loadImage: ImageLoader,
): Promise<PreparedExport> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  const early: Uint8Array[] = [];
  let out: Writable | null = null;
  let ended = false;
  let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;

  return new Promise<PreparedExport>((resolveHead, rejectHead) => {
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      rejectHead(error);
      port1.close();
      abort.abort();
      out?.destroy(error);
      settle?.reject(error);
    };
    const ack = () => port1.postMessage({ type: 'ack' } satisfies ExportReply);
    const write = (bytes: Uint8Array) => {
      if (out!.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) ack();
      else out!.once('drain', ack);
    };
    const finish = () => {
      port1.close();
      out!.end(() => settle?.resolve());
    };
    port1.on('message', (message: ExportMessage) => {
      if (message.type === 'chunk') {
        if (out) write(message.bytes);
        else early.push(message.bytes);
      } else if (message.type === 'end') {
        ended = true;
        if (out) finish();
      } else if (message.type === 'image') {
        loadImage(message.src)
          .catch(() => null)
          .then((image) => {
            if (!failure) port1.postMessage({ type: 'image', id: message.id, image } satisfies ExportReply);
          });
      } else if (message.type === 'failed')
        fail(
          message.status && message.code
            ? new ApiException(message.status, message.code, message.message)
            : unreadable(message.message),
        );
      else
        resolveHead({
          fileName: message.fileName,
          contentType: message.contentType,
          send: (target) =>
            new Promise<void>((resolve, reject) => {
              if (failure) return reject(failure);
              settle = { resolve, reject };
              out = target;
              // The client went away: cancel the conversion; there is nobody left to answer.
              target.on('close', () => {
                if (target.writableFinished || failure) return;
                const current = settle;
                settle = null;
                fail(new Error('The download was closed'));
                current?.resolve();
              });
              for (const bytes of early.splice(0)) write(bytes);
              if (ended) finish();
            }),
        });
    });
    // A copy of its own to transfer: the stored bytes may be held elsewhere (a cache) and must stay readable.
    const bytes = new Uint8Array(stored);
    const input: ExportTaskInput = { bytes, job, port: port2 };
    workers
      .runInPool('exportTask', input, {
        transferList: [bytes.buffer as ArrayBuffer, port2],
        signal: abort.signal,
      })
      .catch((error: Error) => fail(error instanceof ApiException ? error : unreadable(error.message)));
  });
}

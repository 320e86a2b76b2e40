import { setPriority } from 'node:os';
import Piscina from 'piscina';
import {
  checkDocument,
  countVersionChanges,
  readChatRequest,
  readLogged,
  readSave,
  readStored,
  readUpload,
  type TaskInput,
} from './documentTasks';
import { readImport } from './importTask';

// Entry of the document worker pool (piscina loads this file in each worker thread; one named export per task).

/**
 * Niceness of the worker threads: when a worker and the main thread both want the CPU, the kernel prefers the
 * main thread, so the event loop keeps answering while a big document is parsed. (On Linux the nice value is per
 * thread; pid 0 is the calling thread.)
 */
export const WORKER_NICENESS = 10;
try {
  setPriority(0, WORKER_NICENESS);
} catch {
  // Not permitted here (some containers): the workers run at normal priority.
}

/** Hands the result's buffer back without copying it (a transfer). */
function moved<R extends { ok: boolean }>(result: R): R {
  const bytes = (result as { bytes?: Uint8Array }).bytes;
  if (!result.ok || !bytes) return result;
  const transferable = { [Piscina.transferableSymbol]: bytes.buffer, [Piscina.valueSymbol]: result };
  return Piscina.move(transferable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as R;
}

export const readUploadTask = (input: TaskInput) => moved(readUpload(input));
export const readSaveTask = (input: TaskInput) => moved(readSave(input));
export const readLoggedTask = (input: TaskInput) => moved(readLogged(input));
export const readStoredTask = (input: TaskInput & { salvage?: boolean }) => moved(readStored(input));
export const checkDocumentTask = (input: TaskInput) => moved(checkDocument(input));
export const readChatRequestTask = (input: TaskInput) => readChatRequest(input);
export const readImportTask = (input: TaskInput & { fileName: string; theme?: string }) =>
  moved(readImport(input));
export const countVersionChangesTask = (input: TaskInput) => countVersionChanges(input);

// The export runs here too: the map is parsed and converted in the worker, the file streamed back by a port.
export { runExportTask as exportTask } from '../export/exportTask';

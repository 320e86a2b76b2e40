import { setPriority } from 'node:os';
import Piscina from 'piscina';
import { readChatRequest } from './ai/chatTasks';
import { checkDocument, readStored, readUpload } from './documents/documentTasks';
import { readImport } from './export/importTask';
import { readLogged, readSave } from './sync/saveTasks';
import { countVersionChanges } from './versions/versionTasks';
import type { TaskInput, WorkerTask } from './workers/task';

// Entry of the document worker pool (piscina loads this file in each worker thread; one named export per task,
// `${task.name}Task`). It sits at the root of src/, as main.ts does for the server, because it gathers the tasks
// of every module: `workers/` keeps only the pool and the task plumbing, and imports none of them.

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

/** A task as the pool runs it: its result's bytes moved back, not copied. */
const inThread =
  <I extends TaskInput, O extends { ok: boolean }>(task: WorkerTask<I, O>) =>
  (input: I) =>
    moved(task.run(input));

export const readUploadTask = inThread(readUpload);
export const readSaveTask = inThread(readSave);
export const readLoggedTask = inThread(readLogged);
export const readStoredTask = inThread(readStored);
export const checkDocumentTask = inThread(checkDocument);
export const readChatRequestTask = (input: TaskInput) => readChatRequest.run(input);
export const readImportTask = inThread(readImport);
export const countVersionChangesTask = (input: TaskInput) => countVersionChanges.run(input);

// The export runs here too: the map is parsed and converted in the worker, the file streamed back by a port.
export { runExportTask as exportTask } from './export/exportTask';

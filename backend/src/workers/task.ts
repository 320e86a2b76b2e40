import { MAX_JSON_DEPTH, type ApiErrorCode, type FileFormatReasonBody } from '@mapa/model';
import { exceedsJsonDepth } from '../common/jsonDepth';
import { type Bytes, asBuffer, joined } from './segments';

// What every task of the pool shares: its input and refusal shapes and the JSON reading of request bodies. The
// tasks themselves live with the module that owns them (documents/documentTasks.ts, sync/saveTasks.ts, ...); the
// worker entry (src/documentWorker.ts) exports each one as `${name}Task`.

/** A refusal, in the API's error shape. */
export interface TaskFailure {
  ok: false;
  status: number;
  code: ApiErrorCode;
  message: string;
  path?: string;
  /** Why an imported file was refused (`INVALID_FILE`), for the client to say in its reader's language. */
  reason?: FileFormatReasonBody;
}

/** The input of every task: the bytes (whole, or a request body's chunks), owned by the task (transferred). */
export interface TaskInput {
  bytes: Bytes;
}

/**
 * A task of the pool: a pure function of its input (run inline for small inputs, in a worker thread for big
 * ones) and the name the worker entry exports it under (`${name}Task`).
 */
export interface WorkerTask<I extends TaskInput, O> {
  readonly name: string;
  readonly run: (input: I) => O;
}

export const workerTask = <I extends TaskInput, O>(name: string, run: (input: I) => O): WorkerTask<I, O> => ({
  name,
  run,
});

export const fail = (status: number, code: ApiErrorCode, message: string, path?: string): TaskFailure => ({
  ok: false,
  status,
  code,
  message,
  ...(path === undefined ? {} : { path }),
});

/** Parses a request body as JSON, refusing nesting deeper than {@link MAX_JSON_DEPTH} before parsing. */
export function readJson(chunks: Bytes): { ok: true; value: unknown } | TaskFailure {
  const bytes = joined(chunks);
  if (exceedsJsonDepth(bytes, MAX_JSON_DEPTH))
    return fail(
      400,
      'INVALID_JSON',
      `The body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`,
    );
  try {
    return { ok: true, value: JSON.parse(asBuffer(bytes).toString('utf8')) };
  } catch {
    return fail(400, 'INVALID_JSON', 'The body is not valid JSON');
  }
}

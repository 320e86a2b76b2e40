import { ApiError } from '../api/ApiError';
import type { SaveMessage } from './saveContracts';

// How the save state machine reads a failed request.

/** 409, or a server message about a conflict (spec §8): the map moved on. */
export const isConflict = (e: unknown) =>
  e instanceof ApiError &&
  (e.status === 409 || e.code === 'CONFLICT_DETECTED' || /conflict/i.test(e.message));
/**
 * The server already holds a change under the id of the pending transaction at this index (409
 * `TRANSACTION_ID_TAKEN`, whose path names it), or null for any other failure. Asked before {@link isConflict}.
 */
export function takenTransactionIndex(e: unknown): number | null {
  if (!(e instanceof ApiError) || e.code !== 'TRANSACTION_ID_TAKEN') return null;
  const index = /^transactions\[(\d+)\]\.id$/.exec(e.path ?? '')?.[1];
  return index === undefined ? null : Number(index);
}
/** Transactions sent again under a new id (`TRANSACTION_ID_TAKEN`) before such an answer counts as a failure. */
export const MAX_RENEWALS = 3;
/** The request never reached the server. */
export const isOffline = (e: unknown) => e instanceof ApiError && e.isNetworkError;
/** Client errors other than timeouts and rate limits will fail the same way again: no retry. */
export const isPermanent = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

/** How often a save is tried again while the browser is online but the server cannot be reached. */
export const UNREACHABLE_RETRY_MS = 5000;

/** What to do after a failed save: try again after `retryMs`, and/or show `message`; `retries` counts the retries. */
export interface SaveFailure {
  retryMs?: number;
  message?: SaveMessage;
  retries: number;
  /** The failure may pass: a later pull that reaches the server sends the changes again. */
  transient: boolean;
}

/**
 * Reads a failed save (not a conflict), `retries` retries in. Offline, or online with the server unreachable
 * (restarting, a network blip: no 'online' event will come, so it is tried again every 5 s); 401 asks to sign in;
 * other failures are retried after each of `retryDelaysMs` (the status stays 'saving' meanwhile), then shown.
 */
export function readSaveFailure(
  error: unknown,
  online: boolean,
  retries: number,
  retryDelaysMs: readonly number[],
): SaveFailure {
  if (isOffline(error) || !online)
    return {
      retryMs: online ? UNREACHABLE_RETRY_MS : undefined,
      message: { key: 'save.offline' },
      retries,
      transient: true,
    };
  if (error instanceof ApiError && error.status === 401)
    return { message: { key: 'save.notSignedIn' }, retries, transient: true };
  if (!isPermanent(error) && retries < retryDelaysMs.length)
    return { retryMs: retryDelaysMs[retries], retries: retries + 1, transient: true };
  return {
    message: error ? { error } : { key: 'save.unknownError' },
    retries: 0,
    transient: !isPermanent(error),
  };
}

import { ApiError } from '../api/ApiError';

// How the save state machine reads a failed request.

/** 409, or a server message about a conflict (spec §8): the map moved on. */
export const isConflict = (e: unknown) =>
  e instanceof ApiError &&
  (e.status === 409 || e.code === 'CONFLICT_DETECTED' || /conflict/i.test(e.message));
/** The request never reached the server. */
export const isOffline = (e: unknown) => e instanceof ApiError && e.isNetworkError;
/** Client errors other than timeouts and rate limits will fail the same way again: no retry. */
export const isPermanent = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

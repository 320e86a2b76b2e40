import { fileFormatReasonSchema, type FileFormatReasonBody } from '@mapa/model';

/** Code given to a request that never reached the server (offline, DNS, connection refused). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** Code given to an export whose answer started but stopped before the end (the connection dropped midway). */
export const EXPORT_INTERRUPTED = 'EXPORT_INTERRUPTED';

/**
 * An error answered by the API (`{statusCode, code, message}`), or a request that failed on the way
 * (`status` 0, `code` NETWORK_ERROR).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The document path a validation error names, when the server gives one. */
    readonly path?: string,
    /** Why an imported file was refused (`INVALID_FILE`), when the server says. */
    readonly reason?: FileFormatReasonBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server was never reached. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Builds an ApiError from an error response, whatever its body holds. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall back to the status text.
  }
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : `HTTP_${response.status}`;
  const message =
    typeof fields.message === 'string' && fields.message
      ? fields.message
      : response.statusText || `Request failed with status ${response.status}`;
  const path = typeof fields.path === 'string' ? fields.path : undefined;
  const reason = fileFormatReasonSchema.safeParse(fields.reason);
  return new ApiError(response.status, code, message, path, reason.success ? reason.data : undefined);
}

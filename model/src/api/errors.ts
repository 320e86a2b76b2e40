import { z } from '../schema/zod';

/** Every machine-readable error code the HTTP API answers with. */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'INVALID_DOCUMENT',
  'PAYLOAD_TOO_LARGE',
  'NOT_AUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'TOO_MANY_EVENT_STREAMS',
  'EMAIL_TAKEN',
  'BAD_ORIGIN',
  'FORBIDDEN',
  'MAP_NOT_FOUND',
  'NOT_FOUND',
  'CONFLICT_DETECTED',
  'TRANSACTION_ID_TAKEN',
  'UNKNOWN_NODE',
  'PRECONDITION_REQUIRED',
  'USE_DOCUMENT_UPLOAD',
  'BAD_SIGNATURE',
  'URL_EXPIRED',
  'SERVER_BUSY',
  'INTERNAL_ERROR',
  'AI_NOT_CONFIGURED',
  'AI_UNAVAILABLE',
  'AI_BAD_REPLY',
  'AI_TIMEOUT',
  'INSUFFICIENT_CREDITS',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'INVALID_FILE',
  'EXPORT_TOO_LARGE',
  'EXPORT_TIMED_OUT',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Why an imported file was refused (`INVALID_FILE`): a `FileFormatReasonCode` (`XML_NOT_WELL_FORMED`, …), the
 * values its sentence is made from, and the 1-based line and column when the problem has one. A client says it in
 * its reader's language; the English is the error's `message`.
 */
export const fileFormatReasonSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});
export type FileFormatReasonBody = z.infer<typeof fileFormatReasonSchema>;

/**
 * The body of every error response: `{statusCode, code, message}`, plus `path` (e.g. `nodes[0].data.id`) when a
 * request body or document failed validation (or where in an imported file the problem is), and `reason` when an
 * imported file was refused (`INVALID_FILE`).
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  path: z.string().optional(),
  reason: fileFormatReasonSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

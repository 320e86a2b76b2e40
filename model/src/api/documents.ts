import { z } from '../schema/zod';
import { emailField, mapIdField } from './fields';

/** Resource paths a client may name inside a map's storage: the document, its preview, assets, attachments. */
export const RESOURCE_PATH_PATTERN =
  /^(map|preview\.png|assets\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}|attachments\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199})$/;

/** Headers of `GET /api/documents/download` and `PUT /api/documents/upload` (spec §7.1). */
export const documentHeadersSchema = z.object({
  'document-id': mapIdField,
  'document-owner': emailField,
  'document-path': z.literal('map', { message: "document-path must be 'map'" }),
});
export type DocumentHeaders = z.input<typeof documentHeadersSchema>;

/** `PUT /api/documents/upload` response; `revision` is also sent as the `etag` header `"<revision>"`. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  lastModified: z.string(),
  revision: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Response header that carries the caller's role with a downloaded document. */
export const ROLE_HEADER = 'x-mapa-role';

/** `POST /api/s3/getSignedUrl` body (spec §7.1, §7.2). */
export const signedUrlRequestSchema = z.object({
  objectOwnerEmail: emailField,
  contentType: z.string().max(200).optional(),
  isPublic: z.boolean().optional(),
  documentId: mapIdField,
  resourcePath: z.string().regex(RESOURCE_PATH_PATTERN, 'Invalid resource path'),
  method: z.enum(['GET', 'HEAD', 'PUT']).default('GET'),
});
export type SignedUrlRequest = z.input<typeof signedUrlRequestSchema>;

/** `POST /api/s3/getSignedUrl` response; `expires` is epoch milliseconds. */
export const signedUrlResponseSchema = z.object({ signedUrl: z.string(), expires: z.number() });
export type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>;

/**
 * The document worker pool in `GET /api/health`: live threads (one kept, more started on demand up to
 * `maxThreads`), tasks running (`busy`, counting one handed to a thread still starting) and waiting (`queued`, at
 * most `maxQueued`), each thread's heap budget, and since the start:
 * tasks cancelled (their client left, or over their time budget), threads stopped under a task and replaced
 * (`replaced`), tasks lost with their thread (`failed`: out of memory, or the thread died). `acceptsTasks` is
 * false while a big body would be refused with 503 `SERVER_BUSY`.
 */
export const workerPoolHealthSchema = z.object({
  threads: z.number().int(),
  maxThreads: z.number().int(),
  busy: z.number().int(),
  queued: z.number().int(),
  maxQueued: z.number().int(),
  memoryMb: z.number().int(),
  cancelled: z.number().int(),
  replaced: z.number().int(),
  failed: z.number().int(),
  acceptsTasks: z.boolean(),
});
export type WorkerPoolHealth = z.infer<typeof workerPoolHealthSchema>;

/** `GET /api/health` response. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  storage: z.enum(['filesystem', 's3']),
  workers: workerPoolHealthSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

import { z } from '../schema/zod';
import { mapIdField } from './fields';

/** Largest attachment, in bytes (spec §5, §9). */
export const ATTACHMENT_MAX_BYTES = 10_485_760;

/** The file picker's accepted extensions (spec §5). */
export const ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.xlsx',
  '.xls',
  '.docx',
  '.doc',
  '.csv',
  '.txt',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.bmp',
  '.svg',
  '.tiff',
  '.tif',
] as const;

/** MIME types an attachment may have, judged by its content (spec §5). */
export const ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'text/csv',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/svg+xml',
  'image/tiff',
] as const;
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];

/** Node ids that can carry attachments: one storage key segment. */
export const ATTACHMENT_NODE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An attachment record (spec §3.7); `previewUrl` (a short-lived address) comes with images. */
export interface AttachmentRecord {
  fileName: string;
  originalName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
  previewUrl?: string;
}

/** Query of the list, download and delete routes (spec §7.4). */
export const attachmentQuerySchema = z.object({
  mapId: mapIdField,
  nodeId: z.string().regex(ATTACHMENT_NODE_ID, 'nodeId is not a node id that can hold attachments'),
  fileName: z.string().min(1).max(255).optional(),
});
export type AttachmentQuery = z.infer<typeof attachmentQuerySchema>;

/** Spec §5/§8 messages the server answers with (the client shows them as they are, or its translation). */
export const ATTACHMENT_MESSAGES = {
  tooBig: 'File size must be less than 10 MB',
  typeNotAllowed: 'File type not allowed. Supported formats: PDF, Word, Excel, CSV, Text, and Image files',
  uploaded: 'Attachment uploaded successfully',
  deleted: 'Attachment deleted successfully',
} as const;

import { z } from '../schema/zod';
import { emailField, mapIdField } from './fields';

/** Formats of `POST /api/documents/export` (issue: every export the product offers). */
export const EXPORT_FORMATS = [
  'json',
  'opml',
  'mm',
  'md',
  'mermaid',
  'xmind',
  'html-zip',
  'md-zip',
  'svg',
  'pdf',
  'png',
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `POST /api/documents/export` body (spec §7.6); an empty `entitiesToExport` means every node. */
export const exportRequestSchema = z.object({
  id: mapIdField,
  owner: emailField,
  outputFormat: z.enum(EXPORT_FORMATS),
  entitiesToExport: z.array(z.string().min(1).max(200)).max(200_000).default([]),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** `POST /api/maps/import` (multipart `file`, optional `title`) answer: the new map and what it holds. */
export interface ImportMapResponse {
  id: string;
  nodes: number;
  edges: number;
}

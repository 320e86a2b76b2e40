import type { MapDocument } from '../schema/document';
import { documentToOutline } from './documentToOutline';
import { writeOpml } from './opml';
import { writeFreeMind } from './freemind';
import { writeMarkdown } from './markdownWrite';
import { writeMermaid } from './mermaid';
import { writeXMind } from './xmindWrite';
import { exportFileName } from './exportFileName';
import { encodeUtf8 } from './utf8';
import { cleanMapDocument } from '../text/cleanDocument';
import { stripUnsafeChars } from '../text/unsafeChars';

/** The formats the map can be written to as text or a zip by the model alone (SVG, PDF and PNG draw the map). */
export const OUTLINE_EXPORT_FORMATS = ['json', 'opml', 'mm', 'md', 'mermaid', 'xmind'] as const;
export type OutlineExportFormat = (typeof OUTLINE_EXPORT_FORMATS)[number];

/** An export: its name, Content-Type and body, text in chunks (never one string for a big map) or bytes. */
export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: Iterable<string> | Uint8Array;
}

/** What to export: the map's title (for names) and optionally the node ids to keep, in order. */
export interface ExportOptions {
  title: string;
  entities?: readonly string[];
}

const TYPES: Record<OutlineExportFormat, { ext: string; type: string }> = {
  json: { ext: 'json', type: 'application/json' },
  opml: { ext: 'opml', type: 'text/x-opml; charset=utf-8' },
  mm: { ext: 'mm', type: 'application/x-freemind; charset=utf-8' },
  md: { ext: 'md', type: 'text/markdown; charset=utf-8' },
  mermaid: { ext: 'mmd', type: 'text/plain; charset=utf-8' },
  xmind: { ext: 'xmind', type: 'application/vnd.xmind.workbook' },
};

/**
 * Writes the map as one of the outline formats, or as Mapa's JSON export (spec §3.10). The map's text and address
 * rules (`cleanMapDocument`) apply first: the open map may hold text typed since its last save, and a stored one
 * text saved before the rules existed.
 */
export function exportDocument(
  stored: MapDocument,
  format: OutlineExportFormat,
  options: ExportOptions,
): ExportedFile {
  const doc = cleanMapDocument(stored);
  const { ext, type } = TYPES[format];
  const fileName = exportFileName(options.title, ext);
  if (format === 'json') return { fileName, contentType: type, body: writeJsonExport(doc, options.entities) };
  const title = stripUnsafeChars(options.title);
  const outline = documentToOutline(doc, { title, entities: options.entities });
  const body =
    format === 'opml'
      ? writeOpml(outline)
      : format === 'mm'
        ? writeFreeMind(outline)
        : format === 'md'
          ? writeMarkdown(outline)
          : format === 'mermaid'
            ? writeMermaid(outline)
            : writeXMind(outline);
  return { fileName, contentType: type, body };
}

/**
 * The JSON export (spec §3.10): `nodes [{id, data, position}]` and `edges [{data}]` (source, target, direction and
 * the rest of the edge), written node by node. With `entities`, those nodes and the edges between them.
 */
export function* writeJsonExport(doc: MapDocument, entities?: readonly string[]): Generator<string> {
  const keep = entities?.length ? new Set(entities) : null;
  yield '{"nodes":[';
  let first = true;
  let chunk = '';
  for (const node of doc.nodes) {
    if (keep && !keep.has(node.data.id)) continue;
    chunk +=
      (first ? '' : ',') + JSON.stringify({ id: node.data.id, data: node.data, position: node.position });
    first = false;
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  chunk += '],"edges":[';
  first = true;
  for (const edge of doc.edges) {
    if (keep && !(keep.has(edge.data.source) && keep.has(edge.data.target))) continue;
    chunk += (first ? '' : ',') + JSON.stringify({ data: edge.data });
    first = false;
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}]}`;
}

/** Joins an export's body into bytes (for the browser's download, and tests). */
export function exportBytes(file: ExportedFile): Uint8Array {
  if (file.body instanceof Uint8Array) return file.body;
  const parts = [...file.body].map(encodeUtf8);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

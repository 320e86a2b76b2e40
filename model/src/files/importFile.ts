import type { MapDocument } from '../schema/document';
import { FileFormatError } from './FileFormatError';
import { checkFileSize } from './decodeText';
import type { Outline } from './outline';
import { outlineToDocument } from './outlineToDocument';
import { parseOpml } from './opml';
import { parseFreeMind } from './freemind';
import { parseXMind } from './xmind';
import { parseMarkdown } from './markdown';
import { parseMermaid } from './mermaid';
import { parseMapJson } from './mapJson';
import { cleanMapDocument } from '../text/cleanDocument';
import { stripUnsafeChars } from '../text/unsafeChars';

/** The formats a map can be imported from. */
export type ImportFormat = 'opml' | 'mm' | 'xmind' | 'md' | 'mermaid' | 'json';

/** File name endings accepted by the import dialogs, for the file picker's `accept`. */
export const IMPORT_EXTENSIONS = ['.mm', '.opml', '.xmind', '.md', '.markdown', '.mmd', '.json'] as const;

/** A file read into a new, laid-out map: its title and the document (fresh ids). */
export interface ImportedMap {
  title: string;
  format: ImportFormat;
  document: MapDocument;
}

/** The format of a file, by its extension, else by its first bytes. */
export function detectImportFormat(fileName: string, bytes: Uint8Array): ImportFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const byExt: Record<string, ImportFormat> = {
    mm: 'mm',
    opml: 'opml',
    xmind: 'xmind',
    md: 'md',
    markdown: 'md',
    mmd: 'mermaid',
    mermaid: 'mermaid',
    json: 'json',
  };
  if (ext && byExt[ext]) return byExt[ext];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'xmind';
  const head = String.fromCharCode(...bytes.subarray(0, 512))
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<opml\b/i.test(head)) return 'opml';
  if (/^(<\?xml[^>]*>\s*)?<map\b/i.test(head)) return 'mm';
  if (/^[{[]/.test(head)) return 'json';
  if (/^(---[\s\S]*?---\s*)?mindmap\s*(\n|$)/.test(head)) return 'mermaid';
  if (ext && !['txt', 'text'].includes(ext)) {
    throw new FileFormatError(fileName, { code: 'UNKNOWN_FORMAT', params: { extension: ext } });
  }
  return 'md';
}

/** Reads a file of any import format into an outline, or (Mapa JSON) straight into a document. */
export function readImportFile(
  fileName: string,
  bytes: Uint8Array,
): { format: ImportFormat; outline?: Outline; document?: MapDocument; title?: string } {
  checkFileSize(fileName, bytes.length);
  const format = detectImportFormat(fileName, bytes);
  switch (format) {
    case 'opml':
      return { format, outline: parseOpml(fileName, bytes) };
    case 'mm':
      return { format, outline: parseFreeMind(fileName, bytes) };
    case 'xmind':
      return { format, outline: parseXMind(fileName, bytes) };
    case 'md':
      return { format, outline: parseMarkdown(fileName, bytes) };
    case 'mermaid':
      return { format, outline: parseMermaid(fileName, bytes) };
    case 'json': {
      const read = parseMapJson(fileName, bytes);
      return read.kind === 'document'
        ? { format, document: read.document, title: read.title }
        : { format, outline: read.outline };
    }
  }
}

/**
 * A file as a new map (spec §2.18): the converters of this folder, then a tree layout when the file has no
 * positions, and the map's text and address rules (`cleanMapDocument`: unsafe characters and addresses such as
 * `imageURL: "javascript:…"` dropped, whatever the format). Throws {@link FileFormatError} naming the file and
 * the line or path; nothing is made then.
 */
export function importFile(fileName: string, bytes: Uint8Array): ImportedMap {
  const read = readImportFile(fileName, bytes);
  const named = fileName.replace(/\.[^.]*$/, '');
  if (read.document) {
    return {
      title: stripUnsafeChars(read.title || named),
      format: read.format,
      document: cleanMapDocument(read.document),
    };
  }
  const outline = read.outline!;
  if (!outline.roots.length) throw new FileFormatError(fileName, { code: 'NO_NODES' });
  return {
    title: stripUnsafeChars(outline.title || named),
    format: read.format,
    document: cleanMapDocument(outlineToDocument(outline)),
  };
}

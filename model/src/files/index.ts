// File converters (DESIGN §7): pure functions shared by the editor (import into the open map, client exports)
// and the server (POST /api/maps/import, POST /api/documents/export).
export { FileFormatError, type FileLocation } from './FileFormatError';
export {
  FILE_FORMAT_REASONS,
  FILE_FORMAT_REASON_CODES,
  type FileFormatReason,
  type FileFormatReasonCode,
  type FileFormatParams,
} from './fileFormatReasons';
export { IMPORT_LIMITS } from './limits';
export type { Outline, OutlineNode, OutlineLink } from './outline';
export { outlineStats } from './outline';
export { parseOpml, writeOpml } from './opml';
export { parseFreeMind, writeFreeMind } from './freemind';
export { parseXMind } from './xmind';
export { writeXMind } from './xmindWrite';
export { parseMarkdown } from './markdown';
export { parsePlainTextOutline } from './plainTextOutline';
export { writeMarkdown } from './markdownWrite';
export { parseMermaid, writeMermaid } from './mermaid';
export { parseMapJson, type JsonImport } from './mapJson';
export { outlineToDocument, CROSS_LINK_FIELD } from './outlineToDocument';
export { documentToOutline, type DocumentToOutlineOptions } from './documentToOutline';
export { layoutOutline, TREE_LAYOUT } from './treeLayout';
export {
  importFile,
  readImportFile,
  detectImportFormat,
  IMPORT_EXTENSIONS,
  type ImportFormat,
  type ImportedMap,
} from './importFile';
export {
  exportDocument,
  writeJsonExport,
  exportBytes,
  OUTLINE_EXPORT_FORMATS,
  type OutlineExportFormat,
  type ExportedFile,
  type ExportOptions,
} from './exportDocument';
export { exportFileName } from './exportFileName';
export { htmlToMarkdown, htmlToPlainText, markdownToHtml } from './richText';
export { readZipEntries, writeZip } from './zip';
export { encodeUtf8 } from './utf8';
export * from './vector';
export {
  buildNotesZip,
  ENGLISH_NOTES_WORDS,
  type ImageLoader,
  type LoadedImage,
  type NotesWords,
} from './notesExport';
export { mergeImportOps } from './mergeImport';

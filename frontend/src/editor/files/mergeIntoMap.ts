import { createTransaction, importFile, mergeImportOps, type MapDocument } from '@mapa/model';
import type { EditorStores } from '../EditorContext';

/**
 * Merges another map or an imported file into the open map (spec §2.18): fresh ids, placed beside what is there,
 * one undoable transaction labelled `node.imported` (in slices when it is big). Returns how many nodes came in.
 */
export async function mergeIntoMap(stores: EditorStores, imported: MapDocument): Promise<number> {
  const { ops, nodeIds } = mergeImportOps(stores.doc.state, imported);
  if (!nodeIds.length) return 0;
  await stores.doc.applyInSlices(createTransaction('node.imported', ops, 'user'));
  stores.ui.engine?.fit();
  return nodeIds.length;
}

/** A file or pasted text through the converters of `@mapa/model`, then {@link mergeIntoMap}. */
export async function importIntoMap(
  stores: EditorStores,
  fileName: string,
  bytes: Uint8Array,
): Promise<number> {
  return mergeIntoMap(stores, importFile(fileName, bytes).document);
}

/**
 * What pasted text is read as: a Mermaid mind map when it starts with `mindmap`, a Markdown document when it has
 * front matter or a heading, else lines (a node each, indentation and list markers giving the depth).
 */
export function pastedTextKind(text: string): 'mermaid' | 'markdown' | 'lines' {
  if (/^\s*(---[\s\S]*?---\s*)?mindmap\s*(\n|$)/.test(text)) return 'mermaid';
  if (/^---\s*\n/.test(text) || /^ {0,3}#{1,6}(\s|$)/m.test(text)) return 'markdown';
  return 'lines';
}

/** The name a pasted Mermaid or Markdown text is read under (by the converters, which read the format from it). */
export function pastedTextName(text: string): string {
  return pastedTextKind(text) === 'mermaid' ? 'pasted.mmd' : 'pasted.md';
}

/**
 * Pasted text into the open map as one undoable change: lines as nodes at the pointer ({@link
 * EditorCommands.pasteText}), a Mermaid or Markdown document merged beside the map. Returns how many nodes came.
 */
export async function pasteTextIntoMap(stores: EditorStores, text: string): Promise<number> {
  if (pastedTextKind(text) === 'lines') return stores.commands.pasteText(text);
  return importIntoMap(stores, pastedTextName(text), new TextEncoder().encode(text));
}

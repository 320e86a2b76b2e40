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

/** The name pasted text is read under: Mermaid when it starts with `mindmap`, else a Markdown outline. */
export function pastedTextName(text: string): string {
  return /^\s*(---[\s\S]*?---\s*)?mindmap\s*(\n|$)/.test(text) ? 'pasted.mmd' : 'pasted.md';
}

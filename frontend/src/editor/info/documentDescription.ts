import {
  createTransaction,
  setHtmlContentOps,
  stripHtml,
  type MapState,
  type Transaction,
} from '@mapa/model';

/** The map row's description is plain text of at most this many characters (the metadata route's limit). */
export const METADATA_DESCRIPTION_MAX = 5000;

/** Spec §4.3: the description's change label. */
export const DESCRIPTION_LABEL = 'Updated document description' as const;

/** Sets the document description (`htmlContent`); null when it already is `html`. */
export function descriptionTransaction(state: MapState, html: string): Transaction | null {
  const ops = setHtmlContentOps(state, html);
  return ops.length > 0 ? createTransaction(DESCRIPTION_LABEL, ops) : null;
}

/** What the map's metadata keeps of a description: its text, for link previews and the map list. */
export function metadataDescription(html: string): string {
  return stripHtml(html).replace(/\s+/g, ' ').trim().slice(0, METADATA_DESCRIPTION_MAX);
}

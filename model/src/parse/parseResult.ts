import type { MapDocument } from '../schema/document';

/** Why a document was refused: `path` names the bad value (`nodes[2].data.id`, `$` for the root). */
export interface ParseError {
  path: string;
  /** A sentence naming the path and what was expected there. */
  message: string;
}

/** The outcome of reading a map: a normalised document plus notes on what was repaired, or an error. */
export type ParseMapDocumentResult =
  { ok: true; document: MapDocument; warnings: string[] } | { ok: false; error: ParseError };

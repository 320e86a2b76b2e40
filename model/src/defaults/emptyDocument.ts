import type { MapDocument } from '../schema/document';

/** A map with nothing in it: no nodes, no edges, version 0, no canvas and no settings yet. */
export function emptyDocument(): MapDocument {
  return { nodes: [], edges: [], version: 0, htmlContent: '', canvas: null, settings: null };
}

// Test helper: the parts of a document that must survive an apply/revert, in a comparable form.
import type { MapDocument } from '../schema/document';

const byId = <T extends { data: { id: string } }>(a: T, b: T) =>
  a.data.id < b.data.id ? -1 : a.data.id > b.data.id ? 1 : 0;

/**
 * `doc` with nodes and edges sorted by id and `version` left out. Array order of nodes and edges carries no meaning:
 * the z-order is `canvas.nodesOrder` (compared as it is, so it must come back exactly), and an edge removed and
 * re-added by an undo goes to the end of the edge list. `version` is left out because undo/redo do not advance it
 * while the original change did.
 */
export function canonical(doc: MapDocument): Omit<MapDocument, 'version'> {
  const { version: _version, ...rest } = doc;
  return { ...rest, nodes: [...doc.nodes].sort(byId), edges: [...doc.edges].sort(byId) };
}

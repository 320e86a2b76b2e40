import type { MapDocument, MapDocumentInput } from '../schema/document';
import type { MapEdge } from '../schema/edge';
import type { MapNode } from '../schema/node';
import type { Canvas } from '../schema/canvas';
import type { Settings } from '../schema/settings';
import { DEFAULT_TEMPLATE } from '../schema/markers';
import type { ParseMapDocumentResult } from './parseResult';

/**
 * Applies the loading rules of spec §4.1 to a schema-valid document, without touching the input:
 * dangling edges are dropped, missing canvas/settings become null, `canvas.nodesOrder` is pruned of unknown and
 * repeated ids and completed with the missing node ids (in node order), `settings.templateEngine` defaults to
 * BaseTemplate, `version` to 0 and `htmlContent` to ''. Repeated node or edge ids are an error naming the second one.
 *
 * The ids are checked through `index`: given empty maps, it leaves in them the document's nodes and kept edges by
 * id, in document order, which a state is then built on without hashing every id a second time (`MapState`).
 */
export function normalizeMapDocument(
  input: MapDocumentInput,
  index: RecordIndex = { nodes: new Map(), edges: new Map() },
): ParseMapDocumentResult {
  const warnings: string[] = [];
  const { nodes: nodeIds, edges: edgeIds } = index;
  const { nodes: inputNodes, edges: inputEdges } = input;
  // One hash operation per id: an id already in the map leaves its size as it was.
  for (let i = 0; i < inputNodes.length; i++) {
    const node = inputNodes[i];
    const size = nodeIds.size;
    if (nodeIds.set(node.data.id, node).size === size)
      return duplicate(`nodes[${i}].data.id`, 'node', node.data.id);
  }

  let dangling = 0;
  for (let i = 0; i < inputEdges.length; i++) {
    const edge = inputEdges[i];
    const { id, source, target } = edge.data;
    const size = edgeIds.size;
    if (edgeIds.set(id, edge).size === size) return duplicate(`edges[${i}].data.id`, 'edge', id);
    if (!nodeIds.has(source) || !nodeIds.has(target)) dangling++;
  }
  // The list is shared when every edge stays (records are never changed in place).
  let edges: MapEdge[] = inputEdges;
  if (dangling > 0) {
    edges = [];
    for (const edge of inputEdges) {
      if (nodeIds.has(edge.data.source) && nodeIds.has(edge.data.target)) edges.push(edge);
      else edgeIds.delete(edge.data.id);
    }
    warnings.push(`Dropped ${dangling} edge(s) whose source or target node is missing.`);
  }

  const document: MapDocument = {
    ...input,
    nodes: input.nodes,
    edges,
    version: input.version ?? 0,
    htmlContent: input.htmlContent ?? '',
    canvas: input.canvas ? normalizeCanvas(input.canvas, input.nodes, nodeIds, warnings) : null,
    settings: input.settings ? normalizeSettings(input.settings) : null,
  };
  normalised.add(document);
  return { ok: true, document, warnings };
}

/** A normalised document's records by id, in document order (dangling edges left out). */
export interface RecordIndex {
  nodes: Map<string, MapNode>;
  edges: Map<string, MapEdge>;
}

/** The documents `normalizeMapDocument` returned (documents are never changed in place once read). */
const normalised = new WeakSet<MapDocument>();

/**
 * True when `doc` is a document `normalizeMapDocument` returned (also through `parseMapDocument` or
 * `trustMapDocument`): it follows the loading rules already, and a state built from it need not apply them again
 * (a second pass over a million-record map took seconds).
 */
export function isNormalised(doc: MapDocumentInput): doc is MapDocument {
  return normalised.has(doc as MapDocument);
}

function duplicate(path: string, kind: string, id: string): ParseMapDocumentResult {
  return {
    ok: false,
    error: { path, message: `${path}: duplicate ${kind} id "${id}"; ids must be unique.` },
  };
}

function normalizeCanvas(
  canvas: Canvas,
  nodes: MapDocumentInput['nodes'],
  nodeIds: { has(id: string): boolean },
  warnings: string[],
): Canvas {
  const given = canvas.nodesOrder ?? [];
  const seen = new Set<string>();
  const nodesOrder: string[] = [];
  for (const id of given) {
    if (nodeIds.has(id) && !seen.has(id)) {
      seen.add(id);
      nodesOrder.push(id);
    }
  }
  const pruned = given.length - nodesOrder.length;
  if (pruned > 0) warnings.push(`Removed ${pruned} unknown or repeated id(s) from canvas.nodesOrder.`);
  let appended = 0;
  for (const node of nodes) {
    if (!seen.has(node.data.id)) {
      nodesOrder.push(node.data.id);
      appended++;
    }
  }
  if (appended > 0 && canvas.nodesOrder)
    warnings.push(`Appended ${appended} node id(s) missing from canvas.nodesOrder.`);
  return { ...canvas, nodesOrder };
}

function normalizeSettings(settings: Settings): Settings {
  return settings.templateEngine ? settings : { ...settings, templateEngine: DEFAULT_TEMPLATE };
}

import type { MapDocument, MapDocumentInput } from '../schema/document';
import type { MapEdge } from '../schema/edge';
import type { Canvas } from '../schema/canvas';
import type { Settings } from '../schema/settings';
import { DEFAULT_TEMPLATE } from '../schema/markers';
import type { ParseMapDocumentResult } from './parseResult';

/**
 * Applies the loading rules of spec §4.1 to a schema-valid document, without touching the input:
 * dangling edges are dropped, missing canvas/settings become null, `canvas.nodesOrder` is pruned of unknown and
 * repeated ids and completed with the missing node ids (in node order), `settings.templateEngine` defaults to
 * BaseTemplate, `version` to 0 and `htmlContent` to ''. Repeated node or edge ids are an error naming the second one.
 */
export function normalizeMapDocument(input: MapDocumentInput): ParseMapDocumentResult {
  const warnings: string[] = [];
  const nodeIds = new Set<string>();
  for (const [i, node] of input.nodes.entries()) {
    const id = node.data.id;
    if (nodeIds.has(id)) return duplicate(`nodes[${i}].data.id`, 'node', id);
    nodeIds.add(id);
  }

  const edges: MapEdge[] = [];
  const edgeIds = new Set<string>();
  let dangling = 0;
  for (const [i, edge] of input.edges.entries()) {
    const { id, source, target } = edge.data;
    if (edgeIds.has(id)) return duplicate(`edges[${i}].data.id`, 'edge', id);
    edgeIds.add(id);
    if (nodeIds.has(source) && nodeIds.has(target)) edges.push(edge);
    else dangling++;
  }
  if (dangling > 0) warnings.push(`Dropped ${dangling} edge(s) whose source or target node is missing.`);

  const document: MapDocument = {
    ...input,
    nodes: input.nodes,
    edges,
    version: input.version ?? 0,
    htmlContent: input.htmlContent ?? '',
    canvas: input.canvas ? normalizeCanvas(input.canvas, input.nodes, nodeIds, warnings) : null,
    settings: input.settings ? normalizeSettings(input.settings) : null,
  };
  return { ok: true, document, warnings };
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
  nodeIds: ReadonlySet<string>,
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

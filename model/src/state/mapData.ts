import type { MapNode } from '../schema/node';
import type { MapEdge } from '../schema/edge';
import type { Canvas } from '../schema/canvas';
import type { Settings } from '../schema/settings';
import type { MapDocument } from '../schema/document';
import type { RecordIndex } from '../parse/normalizeMapDocument';
import { Adjacency } from './adjacency';

/**
 * The mutable inside of a `MapState`, shared with the operation appliers and nothing else.
 * Invariant: `order` holds every node id exactly once (the z-order, back to front), whether or not a canvas exists;
 * `canvas` never carries `nodesOrder` (it lives in `order`) and always carries a `backgroundImages` array.
 */
export interface MapData {
  nodes: Map<string, MapNode>;
  edges: Map<string, MapEdge>;
  adjacency: Adjacency;
  order: string[];
  canvas: Canvas | null;
  settings: Settings | null;
  htmlContent: string;
  version: number;
  /** Top-level fields the schema does not know, kept for the round trip. */
  extras: Record<string, unknown>;
}

/** The top-level keys with a meaning of their own; every other key is an extra. */
export const DOCUMENT_KEYS: ReadonlySet<string> = new Set([
  'nodes',
  'edges',
  'version',
  'htmlContent',
  'canvas',
  'settings',
]);

/**
 * Builds the inside of a state from a normalised document (the records are shared, not copied); `index`, the
 * maps `normalizeMapDocument` filled for this document, become the state's own instead of being built again.
 */
export function mapDataFromDocument(doc: MapDocument, index?: RecordIndex): MapData {
  const edges = index?.edges ?? new Map<string, MapEdge>();
  const data: MapData = {
    nodes: index?.nodes ?? new Map(),
    edges,
    adjacency: new Adjacency(edges),
    order: [],
    canvas: doc.canvas ? storedCanvas(doc.canvas) : null,
    settings: doc.settings,
    htmlContent: doc.htmlContent ?? '',
    version: doc.version,
    extras: {},
  };
  if (!index) {
    for (const node of doc.nodes) data.nodes.set(node.data.id, node);
    for (const edge of doc.edges) edges.set(edge.data.id, edge);
  }
  data.order = doc.canvas?.nodesOrder ? [...doc.canvas.nodesOrder] : [...data.nodes.keys()];
  for (const [key, value] of Object.entries(doc)) if (!DOCUMENT_KEYS.has(key)) data.extras[key] = value;
  return data;
}

/** The canvas as a state keeps it: without `nodesOrder`, with a `backgroundImages` array. */
export function storedCanvas(canvas: Canvas): Canvas {
  const { nodesOrder: _order, ...rest } = canvas;
  return { ...rest, backgroundImages: canvas.backgroundImages ?? [] };
}

/**
 * Writes the state out as a fresh JSON-ready document. Nodes are written back to front (z-order), so a reader
 * that ignores `nodesOrder` still stacks them right; edges in the order they were added.
 */
export function mapDataToDocument(data: MapData): MapDocument {
  return {
    nodes: data.order.map((id) => data.nodes.get(id) as MapNode),
    edges: [...data.edges.values()],
    version: data.version,
    htmlContent: data.htmlContent,
    canvas: data.canvas ? { ...data.canvas, nodesOrder: [...data.order] } : null,
    settings: data.settings,
    ...data.extras,
  };
}

import type { MapState } from '../state/MapState';
import type { Point } from '../schema/enums';
import type { MapNode } from '../schema/node';
import type { SupportImage } from '../schema/canvas';
import type { Operation } from '../ops/operation';
import { newId } from '../defaults/newId';
import { addImageOps } from '../ops/build/imageOps';

/** The local clipboard entry `copiedElements` (spec §3.10): ids of nodes and images, edges by their ends. */
export interface CopiedElements {
  nodes: string[];
  edges: { source: string; target: string }[];
  images: string[];
}

/** The local-storage key of the clipboard entry. */
export const COPIED_ELEMENTS_KEY = 'copiedElements';

/**
 * The clipboard entry for a selection: the selected nodes that exist, every edge between two of them, and the
 * selected images. Null when nothing is selected: copying nothing clears the clipboard (spec §4.4).
 */
export function copiedElementsOf(
  state: MapState,
  selection: { nodes: readonly string[]; images?: readonly string[] },
): CopiedElements | null {
  const nodes = selection.nodes.filter((id) => state.nodes.has(id));
  const imageIds = new Set((state.canvas?.backgroundImages ?? []).map((image) => image.id));
  const images = (selection.images ?? []).filter((id) => imageIds.has(id));
  if (nodes.length === 0 && images.length === 0) return null;
  const inside = new Set(nodes);
  const edges: CopiedElements['edges'] = [];
  for (const id of nodes) {
    for (const edge of state.outgoing(id)) {
      if (inside.has(edge.data.target)) edges.push({ source: id, target: edge.data.target });
    }
  }
  return { nodes, edges, images };
}

/** Reads a clipboard entry back from its JSON; null for anything that is not one. */
export function parseCopiedElements(json: string | null): CopiedElements | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<CopiedElements>;
    const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
    if (!strings(value.nodes)) return null;
    const edges = Array.isArray(value.edges)
      ? value.edges.filter(
          (e): e is { source: string; target: string } =>
            !!e && typeof e.source === 'string' && typeof e.target === 'string',
        )
      : [];
    return { nodes: value.nodes, edges, images: strings(value.images) ? value.images : [] };
  } catch {
    return null;
  }
}

/** The operations of a paste and the ids it created. */
export interface PasteResult {
  ops: Operation[];
  nodeIds: string[];
  edgeIds: string[];
  imageIds: string[];
}

/**
 * Pastes the clipboard at `point` (spec §4.4): a single node lands centred on the point; several keep their
 * layout around their centroid, which lands on the point. Copies get new ids; the copied edges between pasted
 * nodes are recreated with new ids; images move with the nodes (or centre on the point when alone). Entries whose
 * originals no longer exist are skipped; null when nothing is left to paste.
 */
export function pasteOps(state: MapState, copied: CopiedElements, point: Point): PasteResult | null {
  const nodes = copied.nodes.map((id) => state.getNode(id)).filter((n): n is MapNode => !!n);
  const allImages = state.canvas?.backgroundImages ?? [];
  const images = copied.images
    .map((id) => allImages.find((image) => image.id === id))
    .filter((i): i is SupportImage => !!i);
  if (nodes.length === 0 && images.length === 0) return null;
  const centres = nodes.length > 0 ? nodes.map((n) => n.position) : images.map(imageCentre);
  const cx = centres.reduce((sum, p) => sum + p.x, 0) / centres.length;
  const cy = centres.reduce((sum, p) => sum + p.y, 0) / centres.length;
  const dx = point.x - cx;
  const dy = point.y - cy;

  const ids = new Map<string, string>();
  const ops: Operation[] = [];
  let order = state.nodesOrder().length;
  for (const node of nodes) {
    const copy = JSON.parse(JSON.stringify(node)) as MapNode;
    const id = newId();
    ids.set(node.data.id, id);
    copy.position = { ...copy.position, x: node.position.x + dx, y: node.position.y + dy };
    copy.data = { ...copy.data, id };
    ops.push({ type: 'node.add', node: copy, orderIndex: order++ });
  }
  const edgeIds: string[] = [];
  const made = new Set<string>();
  for (const { source, target } of copied.edges) {
    const key = `${source}\u0000${target}`;
    const s = ids.get(source);
    const t = ids.get(target);
    const original = state.outgoing(source).find((edge) => edge.data.target === target);
    if (!s || !t || !original || made.has(key)) continue;
    made.add(key);
    const id = newId();
    edgeIds.push(id);
    ops.push({
      type: 'edge.add',
      edge: { ...original, data: { ...original.data, id, source: s, target: t } },
    });
  }
  const imageIds: string[] = [];
  let index = allImages.length;
  for (const image of images) {
    const id = newId();
    imageIds.push(id);
    const bounds = { ...image.bounds, x: image.bounds.x + dx, y: image.bounds.y + dy };
    const add = addImageOps(state, { ...image, id, bounds, locked: false });
    const last = add[add.length - 1];
    if (last.type === 'image.add') last.index = index++;
    ops.push(...(imageIds.length === 1 ? add : [last]));
  }
  return { ops, nodeIds: [...ids.values()], edgeIds, imageIds };
}

function imageCentre(image: SupportImage): Point {
  const w = image.bounds.width ?? image.bounds.w ?? 0;
  const h = image.bounds.height ?? image.bounds.h ?? 0;
  return { x: image.bounds.x + w / 2, y: image.bounds.y + h / 2 };
}

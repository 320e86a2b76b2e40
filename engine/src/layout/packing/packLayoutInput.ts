import { nodeHeight, nodeWidth, type MapState, type Settings } from '@mapa/model';
import { TimeSlicer } from '../nextTask';
import type { LayoutOptions } from '../../api';
import { packStrings, type PackedLayoutInput } from './packedLayout';

/** A packed request and the ids its indices stand for (kept on the main thread to read the answer). */
export interface LayoutRequest {
  input: PackedLayoutInput;
  nodeIds: string[];
  edgeIds: string[];
}

/** Main-thread time per slice while packing a big map (resolving 100k node sizes takes tens of ms). */
export const PACK_SLICE_MS = 12;

/**
 * What a layout needs of a map, packed for the worker: node sizes, labels, sides and centres in the map's stable
 * node order (layouts list children in edge order), and the edges between known nodes (a layout ignores the
 * others). Each size is the one the node is drawn at once the template `options.templateName` (default: the map's)
 * is on: its place in the map's hierarchy styles it (the theme, the template's presentation: the org chart's
 * boxes, flashcards for `options.viewportWidth`, the radial map's sizes by depth), so placement and drawing agree.
 *
 * Packed in slices of `sliceMs`, yielding to the browser in between (the map's places are built in them too, if
 * need be). The map may change between slices: nodes are read once each, from the order as it was when packing
 * began (a node removed meanwhile is left out; one added meanwhile waits for the next layout), and the
 * transaction built from the answer re-checks every record anyway.
 */
export async function packLayoutInput(
  state: MapState,
  options: LayoutOptions & { templateName?: string } = {},
  sliceMs = PACK_SLICE_MS,
): Promise<LayoutRequest> {
  const slicer = new TimeSlicer(sliceMs);
  const now = () => performance.now();
  while (!state.preparePlaces(sliceMs, now)) await slicer.next();
  const template = options.templateName ?? state.settings?.templateEngine;
  const settings: Settings = { ...(state.settings ?? {}), templateEngine: template };
  const context = { viewportWidth: options.viewportWidth };
  const order = [...state.nodesOrder()];
  const nodeIds: string[] = [];
  const labels: string[] = [];
  const index = new Map<string, number>();
  const bound = order.length;
  let sizes = new Float64Array(2 * bound);
  let positions = new Float64Array(2 * bound);
  let sides = new Uint8Array(bound);
  for (let k = 0; k < bound; k++) {
    if ((k & 255) === 0 && slicer.due()) await slicer.next();
    const id = order[k];
    const node = state.getNode(id);
    if (!node || index.has(id)) continue;
    const i = nodeIds.length;
    index.set(id, i);
    // Asked for anew each slice: a change applied between slices replaces nothing but the places it touched.
    const place = state.places().node(id);
    nodeIds.push(id);
    labels.push(node.data.label ?? '');
    sizes[2 * i] = nodeWidth(node, settings, place, context);
    sizes[2 * i + 1] = nodeHeight(node, settings, place, context);
    positions[2 * i] = node.position.x;
    positions[2 * i + 1] = node.position.y;
    sides[i] = node.data.mmSide === 'left' ? 1 : node.data.mmSide === 'right' ? 2 : 0;
  }
  const n = nodeIds.length;
  if (n < bound) {
    sizes = sizes.slice(0, 2 * n);
    positions = positions.slice(0, 2 * n);
    sides = sides.slice(0, n);
  }
  const edgeIds: string[] = [];
  const ends: number[] = [];
  const edges = [...state.edges.values()];
  for (let k = 0; k < edges.length; k++) {
    if ((k & 255) === 0 && slicer.due()) await slicer.next();
    const edge = edges[k];
    const s = index.get(edge.data.source);
    const t = index.get(edge.data.target);
    if (s === undefined || t === undefined) continue;
    edgeIds.push(edge.data.id);
    ends.push(s, t);
  }
  return {
    input: {
      ids: packStrings(nodeIds),
      labels: packStrings(labels),
      sizes,
      positions,
      sides,
      ends: Int32Array.from(ends),
      edgeIds: packStrings(edgeIds),
      rootId: options.rootId ?? null,
      viewportWidth: options.viewportWidth,
    },
    nodeIds,
    edgeIds,
  };
}

import { resolveNodeStyle, type MapState } from '@mapa/model';
import { TimeSlicer } from '../nextTask';
import type { LayoutOptions } from '../proposeLayout';
import { packStrings, type PackedLayoutInput } from './packedLayout';

/** A packed request and the ids its indices stand for (kept on the main thread to read the answer). */
export interface LayoutRequest {
  input: PackedLayoutInput;
  nodeIds: string[];
  edgeIds: string[];
}

/** Main-thread time per slice while packing a big map (resolving 100k node styles takes ~100 ms). */
export const PACK_SLICE_MS = 12;

/**
 * What a layout needs of a map, packed for the worker: node sizes (resolved styles), labels, sides and centres in
 * the map's stable node order (layouts list children in edge order), and the edges between known nodes (a layout
 * ignores the others).
 *
 * Packed in slices of `sliceMs`, yielding to the browser in between. The map may change between slices: nodes
 * are read once each, from the order as it was when packing began (a node removed meanwhile is left out; one added
 * meanwhile waits for the next layout), and the transaction built from the answer re-checks every record anyway.
 */
export async function packLayoutInput(
  state: MapState,
  options: LayoutOptions = {},
  sliceMs = PACK_SLICE_MS,
): Promise<LayoutRequest> {
  const slicer = new TimeSlicer(sliceMs);
  const settings = state.settings;
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
    const style = resolveNodeStyle(node, settings);
    nodeIds.push(id);
    labels.push(node.data.label ?? '');
    sizes[2 * i] = style.width;
    sizes[2 * i + 1] = style.height;
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

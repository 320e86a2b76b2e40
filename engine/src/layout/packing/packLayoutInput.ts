import { resolveNodeStyle, type MapState } from '@mapa/model';
import type { LayoutOptions } from '../proposeLayout';
import { packStrings, type PackedLayoutInput } from './packedLayout';

/** A packed request and the ids its indices stand for (kept on the main thread to read the answer). */
export interface LayoutRequest {
  input: PackedLayoutInput;
  nodeIds: string[];
  edgeIds: string[];
}

/**
 * What a layout needs of a map, packed for the worker: node sizes (resolved styles), labels, sides and centres in
 * the map's stable node order (layouts list children in edge order), and the edges between known nodes (a layout
 * ignores the others).
 */
export function packLayoutInput(state: MapState, options: LayoutOptions = {}): LayoutRequest {
  const settings = state.settings;
  const nodeIds: string[] = [];
  const labels: string[] = [];
  const index = new Map<string, number>();
  for (const id of state.nodesOrder()) if (state.getNode(id) && !index.has(id)) index.set(id, index.size);
  const n = index.size;
  const sizes = new Float64Array(2 * n);
  const positions = new Float64Array(2 * n);
  const sides = new Uint8Array(n);
  for (const [id, i] of index) {
    const node = state.getNode(id)!;
    const style = resolveNodeStyle(node, settings);
    nodeIds.push(id);
    labels.push(node.data.label ?? '');
    sizes[2 * i] = style.width;
    sizes[2 * i + 1] = style.height;
    positions[2 * i] = node.position.x;
    positions[2 * i + 1] = node.position.y;
    sides[i] = node.data.mmSide === 'left' ? 1 : node.data.mmSide === 'right' ? 2 : 0;
  }
  const edgeIds: string[] = [];
  const ends: number[] = [];
  for (const edge of state.edges.values()) {
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

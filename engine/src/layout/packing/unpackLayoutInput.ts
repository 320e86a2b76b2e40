import type { LayoutInput } from '../types';
import { unpackStrings, type PackedLayoutInput } from './packedLayout';

/** The templates' input from a packed request (in the worker, where building 100k objects blocks nobody). */
export function unpackLayoutInput(packed: PackedLayoutInput): LayoutInput {
  const ids = unpackStrings(packed.ids);
  const labels = unpackStrings(packed.labels);
  const edgeIds = unpackStrings(packed.edgeIds);
  const { sizes, positions, sides, ends } = packed;
  const nodes: LayoutInput['nodes'] = ids.map((id, i) => ({
    id,
    width: sizes[2 * i],
    height: sizes[2 * i + 1],
    label: labels[i] ?? '',
    position: { x: positions[2 * i], y: positions[2 * i + 1] },
    ...(sides[i] === 1 ? { mmSide: 'left' as const } : sides[i] === 2 ? { mmSide: 'right' as const } : {}),
  }));
  const edges: LayoutInput['edges'] = edgeIds.map((id, k) => ({
    id,
    source: ids[ends[2 * k]],
    target: ids[ends[2 * k + 1]],
  }));
  return { nodes, edges, rootId: packed.rootId, viewportWidth: packed.viewportWidth };
}

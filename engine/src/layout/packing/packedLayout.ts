import type { LayoutAlgorithm, NodeLayoutPatch } from '../types';

/**
 * Many strings as one: joined by U+0000 when none contains it (one string crosses to the worker in a single copy,
 * where 100k separate strings cost tens of ms of main-thread serialisation), else the plain list.
 */
export type PackedStrings = { joined: string; count: number } | string[];

/**
 * A layout request as it crosses to the worker: numbers in typed arrays (transferred, not copied) and strings
 * joined, instead of an object per node, whose structured clone blocks the main thread for ~0.3 s at 100k nodes.
 * Node i is `ids[i]`, `sizes[2i..2i+1]` (width, height), `positions[2i..2i+1]` (centre).
 */
export interface PackedLayoutInput {
  ids: PackedStrings;
  labels: PackedStrings;
  sizes: Float64Array;
  positions: Float64Array;
  /** `mmSide` per node: 0 none, 1 left, 2 right. */
  sides: Uint8Array;
  /** Edge k joins node `ends[2k]` to node `ends[2k+1]` (indices into the nodes). */
  ends: Int32Array;
  edgeIds: PackedStrings;
  rootId: string | null;
  viewportWidth?: number;
}

/**
 * A layout's answer as it comes back, in the order of the request's nodes (the main thread already holds the ids):
 * centres in `xy` (NaN for a node the template did not place), and each node patch once in a palette with an
 * index per node (-1: none), so 100k patched nodes do not mean 100k objects to copy.
 */
export interface PackedLayoutResult {
  xy: Float64Array;
  nodePatch: Int32Array;
  nodePatches: NodeLayoutPatch[];
  warnings: string[];
  algorithm: LayoutAlgorithm;
  /** Milliseconds the template took in the worker. */
  workerMs: number;
}

const SEPARATOR = '\u0000';

/** Packs `list` (see {@link PackedStrings}). */
export function packStrings(list: readonly string[]): PackedStrings {
  for (const s of list) if (s.includes(SEPARATOR)) return [...list];
  return { joined: list.join(SEPARATOR), count: list.length };
}

/** The strings `packStrings` packed. */
export function unpackStrings(packed: PackedStrings): string[] {
  if (Array.isArray(packed)) return packed;
  return packed.count === 0 ? [] : packed.joined.split(SEPARATOR);
}

/** The buffers of a packed request or result, to transfer instead of copying. */
export function buffersOf(packed: PackedLayoutInput | PackedLayoutResult): ArrayBuffer[] {
  const arrays =
    'sizes' in packed
      ? [packed.sizes, packed.positions, packed.sides, packed.ends]
      : [packed.xy, packed.nodePatch];
  return arrays.map((a) => a.buffer as ArrayBuffer);
}

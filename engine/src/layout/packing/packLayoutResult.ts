import type { LayoutInput, LayoutResult } from '../types';
import type { PackedLayoutResult } from './packedLayout';

/** Gives each distinct patch one palette slot; returns the slot per key (-1 when the key has no patch). */
function palette<P>(keys: readonly string[], patches: Record<string, P>): { index: Int32Array; styles: P[] } {
  const index = new Int32Array(keys.length).fill(-1);
  const styles: P[] = [];
  const slots = new Map<string, number>();
  for (let i = 0; i < keys.length; i++) {
    const patch = patches[keys[i]];
    if (!patch) continue;
    const key = JSON.stringify(patch);
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = styles.length;
      styles.push(patch);
      slots.set(key, slot);
    }
    index[i] = slot;
  }
  return { index, styles };
}

/** A template's result in the order of `input`'s nodes, node patches as a palette (see PackedLayoutResult). */
export function packLayoutResult(
  input: LayoutInput,
  result: LayoutResult,
  workerMs: number,
): PackedLayoutResult {
  const n = input.nodes.length;
  const at = new Map<string, number>();
  result.ids.forEach((id, i) => at.set(id, i));
  const xy = new Float64Array(2 * n).fill(NaN);
  const nodeIds = input.nodes.map((node) => node.id);
  for (let i = 0; i < n; i++) {
    const j = at.get(nodeIds[i]);
    if (j === undefined) continue;
    xy[2 * i] = result.xy[2 * j];
    xy[2 * i + 1] = result.xy[2 * j + 1];
  }
  const nodes = palette(nodeIds, result.nodePatches);
  return {
    xy,
    nodePatch: nodes.index,
    nodePatches: nodes.styles,
    warnings: result.warnings,
    algorithm: result.algorithm,
    workerMs,
  };
}

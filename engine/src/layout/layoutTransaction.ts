import {
  createTransaction,
  updateNodeOps,
  updateSettingsOps,
  type MapNode,
  type MapState,
  type NodePatch,
  type Operation,
  type Transaction,
} from '@mapa/model';
import type { PackedLayoutResult } from './packing/packedLayout';
import { TimeSlicer } from './nextTask';

/** Positions are kept to a hundredth of a unit: the same layout twice gives the same numbers, so no change. */
const round = (v: number) => Math.round(v * 100) / 100;

/** Main-thread time per slice while building a big transaction (well under the 50 ms of a long task). */
export const TRANSACTION_SLICE_MS = 12;

/** Below this many nodes and edges the whole build fits in one short task: no yield before the final check. */
const SMALL_MAP = 2000;

/** The ids a layout request's indices stand for. */
export interface LayoutIds {
  nodeIds: readonly string[];
  edgeIds: readonly string[];
}

/** The one operation (or none) that gives node `id` its layout result `i`: its centre, and its side (mmSide). */
function nodeOp(state: MapState, id: string, result: PackedLayoutResult, i: number): Operation | undefined {
  const x = result.xy[2 * i];
  const y = result.xy[2 * i + 1];
  const slot = result.nodePatch[i];
  const patch: NodePatch = {};
  if (Number.isFinite(x) && Number.isFinite(y)) patch.position = { x: round(x), y: round(y) };
  if (slot >= 0) patch.data = { ...result.nodePatches[slot] };
  return patch.position || patch.data ? updateNodeOps(state, id, patch)[0] : undefined;
}

/**
 * The one `template.applied` transaction (source `layout`, one undo step) that puts a layout's result into the
 * map: a `node.update` only for nodes that move (or change side), and `settings.templateApplied = true` with the
 * template's name. No styles: how the template presents nodes and edges is not written into them (issue 34).
 * Re-laying out after one added node therefore touches only what moves.
 *
 * Built in slices of {@link TRANSACTION_SLICE_MS} (100k operations take a few hundred ms): the map may change
 * between slices, so before returning every operation is checked against the current record and rebuilt (or
 * dropped, for a node deleted meanwhile) when it no longer starts from it.
 */
export async function layoutTransaction(
  state: MapState,
  ids: LayoutIds,
  result: PackedLayoutResult,
  templateName: string,
  sliceMs = TRANSACTION_SLICE_MS,
): Promise<Transaction> {
  const slicer = new TimeSlicer(sliceMs);
  const { nodeIds } = ids;
  // The record each operation was built from: a changed record means rebuilding its operation at the end.
  const seenNodes: (MapNode | undefined)[] = new Array(nodeIds.length);
  const nodeOps: (Operation | undefined)[] = new Array(nodeIds.length);
  for (let i = 0; i < nodeIds.length; i++) {
    if ((i & 255) === 0 && slicer.due()) await slicer.next();
    seenNodes[i] = state.getNode(nodeIds[i]);
    nodeOps[i] = nodeOp(state, nodeIds[i], result, i);
  }
  const unchangedNodes = await recordSet(seenNodes, slicer);
  // The check below and the caller's apply share one task: start it fresh, not at the end of a used slice.
  if (nodeIds.length + ids.edgeIds.length > SMALL_MAP) await slicer.next();
  // From here on, no await: the transaction fits the state it is returned against. Looking 200k ids up again
  // would be a long task; a pass over the live records finds whether any seen record was replaced or removed.
  const nodesKept = stillThere(state.nodes.values(), unchangedNodes);
  const ops: Operation[] = [];
  for (let i = 0; i < nodeIds.length; i++) {
    const fresh = nodesKept || state.getNode(nodeIds[i]) === seenNodes[i];
    const op = fresh ? nodeOps[i] : nodeOp(state, nodeIds[i], result, i);
    if (op) ops.push(op);
  }
  ops.push(...updateSettingsOps(state, { templateEngine: templateName, templateApplied: true }));
  return createTransaction('template.applied', ops, 'layout');
}

/** The defined records of `seen`, as a set, built in slices. */
async function recordSet<R extends object>(seen: (R | undefined)[], slicer: TimeSlicer): Promise<Set<R>> {
  const set = new Set<R>();
  for (let i = 0; i < seen.length; i++) {
    if ((i & 1023) === 0 && slicer.due()) await slicer.next();
    const record = seen[i];
    if (record) set.add(record);
  }
  return set;
}

/**
 * True when every record of `seen` is still in the map: records are immutable and replaced on change, so finding
 * each of them among the live records (a pass by identity, no lookups by id) proves none changed or went away.
 */
function stillThere<R extends object>(live: Iterable<R>, seen: ReadonlySet<R>): boolean {
  let found = 0;
  for (const record of live) if (seen.has(record)) found++;
  return found === seen.size;
}

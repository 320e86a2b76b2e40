import {
  createTransaction,
  updateEdgeOps,
  updateNodeOps,
  updateSettingsOps,
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

/** The ids a layout request's indices stand for. */
export interface LayoutIds {
  nodeIds: readonly string[];
  edgeIds: readonly string[];
}

/** The one operation (or none) that gives node `id` its layout result `i`. */
function nodeOp(state: MapState, id: string, result: PackedLayoutResult, i: number): Operation | undefined {
  const x = result.xy[2 * i];
  const y = result.xy[2 * i + 1];
  const slot = result.nodeStyle[i];
  const patch: NodePatch = {};
  if (Number.isFinite(x) && Number.isFinite(y)) patch.position = { x: round(x), y: round(y) };
  if (slot >= 0) patch.data = { ...result.nodeStyles[slot] };
  return patch.position || patch.data ? updateNodeOps(state, id, patch)[0] : undefined;
}

/** The one operation (or none) that gives edge `id` its layout style `k`. */
function edgeOp(state: MapState, id: string, result: PackedLayoutResult, k: number): Operation | undefined {
  const slot = result.edgeStyle[k];
  return slot >= 0 ? updateEdgeOps(state, id, { ...result.edgeStyles[slot] })[0] : undefined;
}

/**
 * The one `template.applied` transaction (source `layout`, one undo step) that puts a layout's result into the
 * map: a `node.update` only for nodes that move or change style, an `edge.update` only for edges whose style
 * changes, and `settings.templateApplied = true` with the template's name. Re-laying out after one added node
 * therefore touches only what moves.
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
  const { nodeIds, edgeIds } = ids;
  // The record each operation was built from: a changed record means rebuilding its operation at the end.
  const seenNodes: unknown[] = new Array(nodeIds.length);
  const nodeOps: (Operation | undefined)[] = new Array(nodeIds.length);
  for (let i = 0; i < nodeIds.length; i++) {
    if ((i & 255) === 0 && slicer.due()) await slicer.next();
    seenNodes[i] = state.getNode(nodeIds[i]);
    nodeOps[i] = nodeOp(state, nodeIds[i], result, i);
  }
  const seenEdges: unknown[] = new Array(edgeIds.length);
  const edgeOps: (Operation | undefined)[] = new Array(edgeIds.length);
  for (let k = 0; k < edgeIds.length; k++) {
    if ((k & 255) === 0 && slicer.due()) await slicer.next();
    seenEdges[k] = state.getEdge(edgeIds[k]);
    edgeOps[k] = edgeOp(state, edgeIds[k], result, k);
  }
  // From here on, no await: the transaction fits the state it is returned against.
  const ops: Operation[] = [];
  for (let i = 0; i < nodeIds.length; i++) {
    const op = state.getNode(nodeIds[i]) === seenNodes[i] ? nodeOps[i] : nodeOp(state, nodeIds[i], result, i);
    if (op) ops.push(op);
  }
  for (let k = 0; k < edgeIds.length; k++) {
    const op = state.getEdge(edgeIds[k]) === seenEdges[k] ? edgeOps[k] : edgeOp(state, edgeIds[k], result, k);
    if (op) ops.push(op);
  }
  ops.push(...updateSettingsOps(state, { templateEngine: templateName, templateApplied: true }));
  return createTransaction('template.applied', ops, 'layout');
}

import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { updateCanvasOps } from '../ops/build/documentOps';
import { updateNodeOps } from '../ops/build/nodeOps';

/**
 * Entering flashcards (spec §4.8): the Correct and Wrong counts back to 0 and every node's `correct` cleared
 * (null). Only what differs is written: a map that was never studied gives no operations at all.
 */
export function resetFlashcardsOps(state: MapState): Operation[] {
  const ops: Operation[] = [];
  const canvas = state.canvas;
  const counts: { correctAnswers?: number; wrongAnswers?: number } = {};
  if ((canvas?.correctAnswers ?? 0) !== 0) counts.correctAnswers = 0;
  if ((canvas?.wrongAnswers ?? 0) !== 0) counts.wrongAnswers = 0;
  if (Object.keys(counts).length > 0) ops.push(...updateCanvasOps(state, counts));
  for (const node of state.nodes.values())
    if (node.data.correct !== undefined && node.data.correct !== null)
      ops.push(...updateNodeOps(state, node.data.id, { data: { correct: null } }));
  return ops;
}

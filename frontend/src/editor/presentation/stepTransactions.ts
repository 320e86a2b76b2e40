import {
  createTransaction,
  resetPresentationStepsOps,
  setPresentationStepsOps,
  type MapState,
  type Transaction,
} from '@mapa/model';

/**
 * `canvas.updated`: the presentation's steps saved as `steps` (one undoable, synced change), or null when they are
 * already stored so. Throws (see `setPresentationStepsOps`) for a step that is not a node or is listed twice.
 */
export function stepsTransaction(state: MapState, steps: readonly string[]): Transaction | null {
  const ops = setPresentationStepsOps(state, steps);
  return ops.length > 0 ? createTransaction('canvas.updated', ops) : null;
}

/** `canvas.updated`: the generated order back (the stored steps removed), or null when none are stored. */
export function resetStepsTransaction(state: MapState): Transaction | null {
  const ops = resetPresentationStepsOps(state);
  return ops.length > 0 ? createTransaction('canvas.updated', ops) : null;
}

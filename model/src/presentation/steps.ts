import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { updateCanvasOps } from '../ops/build/documentOps';
import { defaultStepOrder } from './stepOrder';

/** The canvas key that holds the presenter's own step order (node ids), absent until the steps are edited. */
export const PRESENTATION_STEPS_KEY = 'presentationSteps';

/**
 * The steps of the map's presentation, as node ids: the stored order when the presenter edited it, with nodes
 * deleted since then left out (and any repeat kept once); otherwise {@link defaultStepOrder}. A stored value that
 * is not a list of strings (written by another tool) is ignored rather than trusted.
 */
export function presentationSteps(state: MapState): string[] {
  const stored = state.canvas?.[PRESENTATION_STEPS_KEY];
  if (!Array.isArray(stored) || !stored.every((id) => typeof id === 'string')) return defaultStepOrder(state);
  const seen = new Set<string>();
  return stored.filter((id: string) => {
    if (seen.has(id) || !state.nodes.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Saves `steps` as the presentation's order (one `canvas.update`, in a transaction the caller makes, so it is
 * undoable and synced like any edit). Throws an error naming the offending id when a step is not a node of the
 * map or appears twice: the stored steps are then left as they were.
 */
export function setPresentationStepsOps(state: MapState, steps: readonly string[]): Operation[] {
  const seen = new Set<string>();
  for (const id of steps) {
    if (!state.nodes.has(id)) throw new Error(`presentation step "${id}" is not a node of this map`);
    if (seen.has(id)) throw new Error(`presentation step "${id}" is listed twice`);
    seen.add(id);
  }
  return updateCanvasOps(state, { [PRESENTATION_STEPS_KEY]: [...steps] });
}

/** Puts the generated order back: removes the stored steps ([] when none are stored). */
export function resetPresentationStepsOps(state: MapState): Operation[] {
  if (state.canvas?.[PRESENTATION_STEPS_KEY] === undefined) return [];
  return updateCanvasOps(state, { [PRESENTATION_STEPS_KEY]: undefined });
}

/** `steps` with the step at `from` moved to `to` (both clamped into range); a new array. */
export function moveStep(steps: readonly string[], from: number, to: number): string[] {
  const next = [...steps];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** `steps` without the step at `index`; a new array. */
export function removeStep(steps: readonly string[], index: number): string[] {
  return steps.filter((_, i) => i !== index);
}

/** `steps` with node `id` inserted at `index` (clamped), unless it is already a step; a new array. */
export function addStep(steps: readonly string[], id: string, index = steps.length): string[] {
  if (steps.includes(id)) return [...steps];
  const next = [...steps];
  next.splice(Math.max(0, Math.min(index, next.length)), 0, id);
  return next;
}

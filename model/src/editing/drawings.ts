import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { setDrawingOps } from '../ops/build/documentOps';

/** Font size of a text annotation (spec §2.6, §9). */
export const ANNOTATION_FONT_SIZE = 16;

/**
 * Adds a text annotation at a graph point (spec §2.6): 16 px in the given colour; blank text adds nothing ([]).
 * Other drawings are kept.
 */
export function addAnnotationOps(
  state: MapState,
  at: { x: number; y: number },
  text: string,
  color: string,
): Operation[] {
  if (text.trim() === '') return [];
  const current = state.canvas?.drawingData;
  const paths = current?.paths ?? [];
  const texts = current?.texts ?? [];
  return setDrawingOps(state, {
    ...current,
    paths,
    texts: [...texts, { x: at.x, y: at.y, text, fontSize: ANNOTATION_FONT_SIZE, color }],
  });
}

/** 'Clear All Drawings': no strokes and no text annotations; [] when there are none. */
export function clearDrawingsOps(state: MapState): Operation[] {
  const current = state.canvas?.drawingData;
  if (!current || (current.paths.length === 0 && current.texts.length === 0)) return [];
  return setDrawingOps(state, { ...current, paths: [], texts: [] });
}

import type { Canvas, DrawingData } from '../../schema/canvas';
import type { Settings } from '../../schema/settings';
import { DEFAULT_TEMPLATE } from '../../schema/markers';
import type { Operation } from '../operation';
import type { MapState } from '../../state/MapState';
import { RESERVED_CANVAS_KEYS } from '../apply/canvasAppliers';
import { jsonEqual } from './jsonEqual';

/** Sets the document description; [] when it is already `html`. */
export function setHtmlContentOps(state: MapState, html: string): Operation[] {
  return html === state.htmlContent
    ? []
    : [{ type: 'document.update', key: 'htmlContent', from: state.htmlContent, to: html }];
}

/** Gives a map without a canvas one that holds the current z-order; [] when it has a canvas. */
export function ensureCanvasOps(state: MapState): Operation[] {
  if (state.canvas) return [];
  return [
    { type: 'document.update', key: 'canvas', from: null, to: { nodesOrder: [...state.nodesOrder()] } },
  ];
}

/** Gives a map without settings `{templateEngine: 'BaseTemplate'}`; [] when it has settings. */
export function ensureSettingsOps(state: MapState): Operation[] {
  if (state.settings) return [];
  return [{ type: 'document.update', key: 'settings', from: null, to: { templateEngine: DEFAULT_TEMPLATE } }];
}

/** Sets settings keys (undefined removes one), creating the settings first when the map has none. */
export function updateSettingsOps(state: MapState, patch: Partial<Settings>): Operation[] {
  if (Object.keys(patch).length === 0) return [];
  const ops = ensureSettingsOps(state);
  const current: Settings = state.settings ?? { templateEngine: DEFAULT_TEMPLATE };
  for (const [key, to] of Object.entries(patch)) {
    if (!jsonEqual(current[key], to)) ops.push(keyed({ type: 'settings.update', key }, current[key], to));
  }
  return ops;
}

/**
 * Sets canvas keys such as `backgroundColor`, `center` or `zoom` (undefined removes one), creating the canvas
 * first when the map has none. `nodesOrder`, `backgroundImages` and `drawingData` have their own operations.
 */
export function updateCanvasOps(state: MapState, patch: Partial<Canvas>): Operation[] {
  if (Object.keys(patch).length === 0) return [];
  const ops = ensureCanvasOps(state);
  const current: Canvas = state.canvas ?? {};
  for (const [key, to] of Object.entries(patch)) {
    if (RESERVED_CANVAS_KEYS.has(key)) throw new Error(`canvas.${key} cannot be set with updateCanvasOps`);
    if (!jsonEqual(current[key], to)) ops.push(keyed({ type: 'canvas.update', key }, current[key], to));
  }
  return ops;
}

/** Replaces the free-hand drawings, creating the canvas first when the map has none. */
export function setDrawingOps(state: MapState, drawing: DrawingData): Operation[] {
  const ops = ensureCanvasOps(state);
  const from = state.canvas?.drawingData;
  if (!jsonEqual(from, drawing)) ops.push(keyed({ type: 'drawing.update' }, from, drawing));
  return ops;
}

function keyed<T extends Operation & { from?: unknown; to?: unknown }>(
  base: T,
  from: unknown,
  to: unknown,
): T {
  const op: T = { ...base };
  if (from !== undefined) op.from = from as T['from'];
  if (to !== undefined) op.to = to as T['to'];
  return op;
}

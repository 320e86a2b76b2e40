import type { OperationOf } from '../operation';
import { DOCUMENT_KEYS, storedCanvas, type MapData } from '../../state/mapData';
import type { Canvas } from '../../schema/canvas';
import type { Settings } from '../../schema/settings';
import { withKey } from './withKey';

export function applySettingsUpdate(data: MapData, op: OperationOf<'settings.update'>): string | undefined {
  if (!data.settings) return 'the map has no settings; set them first (ensureSettingsOps)';
  data.settings = withKey(data.settings, op.key, op.to);
  return undefined;
}

export function applyDocumentUpdate(data: MapData, op: OperationOf<'document.update'>): string | undefined {
  switch (op.key) {
    case 'htmlContent':
      if (op.to !== undefined && typeof op.to !== 'string') return 'htmlContent must be a string';
      data.htmlContent = op.to ?? '';
      return undefined;
    case 'settings':
      if (!isRecordOrNothing(op.to)) return 'settings must be an object or null';
      data.settings = (op.to as Settings | null | undefined) ?? null;
      return undefined;
    case 'canvas':
      return setCanvas(data, op.to);
    default:
      if (DOCUMENT_KEYS.has(op.key)) return `document.${op.key} has its own operations`;
      data.extras = withKey(data.extras, op.key, op.to);
      return undefined;
  }
}

/** Replaces the canvas; a `nodesOrder` in it must list every node once and becomes the z-order. */
function setCanvas(data: MapData, to: unknown): string | undefined {
  if (!isRecordOrNothing(to)) return 'canvas must be an object or null';
  if (!to) {
    data.canvas = null;
    return undefined;
  }
  const canvas = to as Canvas;
  if (canvas.nodesOrder !== undefined) {
    const problem = notAPermutation(canvas.nodesOrder, data.nodes);
    if (problem) return problem;
    data.order = [...canvas.nodesOrder];
  }
  data.canvas = storedCanvas(canvas);
  return undefined;
}

function notAPermutation(order: unknown, nodes: ReadonlyMap<string, unknown>): string | undefined {
  if (!Array.isArray(order)) return 'canvas.nodesOrder must be an array';
  if (order.length !== nodes.size)
    return `canvas.nodesOrder lists ${order.length} ids for ${nodes.size} nodes`;
  const seen = new Set<unknown>();
  for (const id of order) {
    if (typeof id !== 'string' || !nodes.has(id) || seen.has(id))
      return `canvas.nodesOrder has a bad entry "${id}"`;
    seen.add(id);
  }
  return undefined;
}

function isRecordOrNothing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));
}

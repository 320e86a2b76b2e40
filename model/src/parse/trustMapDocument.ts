import type { MapDocumentInput } from '../schema/document';
import { clampCoordinates, clampWarning } from './clampCoordinates';
import { normalizeMapDocument } from './normalizeMapDocument';
import type { ParseMapDocumentResult } from './parseResult';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPoint = (value: unknown): boolean =>
  isRecord(value) && Number.isFinite(value.x) && Number.isFinite(value.y);

/** The first thing that keeps `value` from being drawn at all, as a path; null when it can be drawn. */
function undrawable(value: unknown): string | null {
  if (!isRecord(value)) return '$';
  if (!Array.isArray(value.nodes)) return 'nodes';
  if (!Array.isArray(value.edges)) return 'edges';
  for (const [i, node] of (value.nodes as unknown[]).entries()) {
    if (!isRecord(node) || !isPoint(node.position)) return `nodes[${i}].position`;
    if (!isRecord(node.data) || typeof node.data.id !== 'string') return `nodes[${i}].data.id`;
  }
  for (const [i, edge] of (value.edges as unknown[]).entries()) {
    const data = isRecord(edge) ? edge.data : undefined;
    if (!isRecord(data) || typeof data.id !== 'string') return `edges[${i}].data.id`;
    if (typeof data.source !== 'string' || typeof data.target !== 'string') return `edges[${i}].data`;
  }
  if (value.canvas !== undefined && value.canvas !== null && !isRecord(value.canvas)) return 'canvas';
  if (value.settings !== undefined && value.settings !== null && !isRecord(value.settings)) return 'settings';
  return null;
}

/** The schema's only defaults (`canvas.drawingData.paths` and `.texts`), applied without touching the input. */
function withSchemaDefaults(value: Record<string, unknown>): Record<string, unknown> {
  const canvas = value.canvas;
  if (!isRecord(canvas) || !isRecord(canvas.drawingData)) return value;
  const drawing = canvas.drawingData;
  if (drawing.paths !== undefined && drawing.texts !== undefined) return value;
  const drawingData = { ...drawing, paths: drawing.paths ?? [], texts: drawing.texts ?? [] };
  return { ...value, canvas: { ...canvas, drawingData } };
}

/**
 * Reads a map document that was validated before (the server checks every document it stores) without the
 * schema check, which costs hundreds of milliseconds at 10,000 nodes: for a valid document the result equals
 * {@link parseMapDocument}'s (the schema's defaults and the loading rules of {@link normalizeMapDocument} are
 * applied). It checks only what drawing needs (node positions and ids, edge ends) and refuses the rest of a
 * broken document with a path, like the parser; it does NOT prove the document valid. Callers draw with it and
 * must still run `parseMapDocument` alongside (in a worker, or after the first frame) and refuse edits when that
 * fails. `value` is an already-parsed JSON value; it is not changed.
 */
export function trustMapDocument(value: unknown): ParseMapDocumentResult {
  const path = undrawable(value);
  if (path !== null) {
    return { ok: false, error: { path, message: `${path}: this part of the document cannot be drawn.` } };
  }
  try {
    // Out-of-range coordinates clamped as the parser clamps them, so both give the same document.
    const held = clampCoordinates(value);
    const result = normalizeMapDocument(
      withSchemaDefaults(held.value as Record<string, unknown>) as MapDocumentInput,
    );
    if (result.ok && held.clamped.length) result.warnings.unshift(clampWarning(held.clamped));
    return result;
  } catch (err) {
    // The loading rules read only what `undrawable` checked; this catches the exotic rest (throwing getters).
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, error: { path: '$', message: `$: the document could not be read (${reason}).` } };
  }
}

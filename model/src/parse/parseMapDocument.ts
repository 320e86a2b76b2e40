import { mapDocumentSchema } from '../schema/document';
import { clampCoordinates, clampWarning } from './clampCoordinates';
import { formatIssuePath } from './formatIssuePath';
import { normalizeMapDocument } from './normalizeMapDocument';
import type { ParseMapDocumentResult } from './parseResult';

/** How to read coordinates beyond the editor's range: move them to its edge (reading), or refuse (writing). */
export interface ParseOptions {
  /**
   * `clamp` (the default): a document stored before the range was enforced still opens, its out-of-range values
   * at the edge and named in a warning. `refuse`: what a client sends is refused, naming the field, as the schema
   * does for any other bad value.
   */
  outOfRange?: 'clamp' | 'refuse';
}

/**
 * Reads a map document from a JSON string or an already-parsed value, validates it against the schema and
 * normalises it (spec §4.1, see {@link normalizeMapDocument}). Never throws: bad input gives
 * `{ok: false, error: {path, message}}` with the first offending path, e.g. `nodes[2].data.id`.
 * Unknown fields are kept at every level. Coordinates and sizes beyond the editor's range
 * (`MAX_COORDINATE`) are clamped unless `options.outOfRange` is `refuse`.
 */
export function parseMapDocument(json: unknown, options: ParseOptions = {}): ParseMapDocumentResult {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      return { ok: false, error: { path: '$', message: `$: the text is not valid JSON (${reason}).` } };
    }
  }
  try {
    const held = options.outOfRange === 'refuse' ? { value, clamped: [] } : clampCoordinates(value);
    const parsed = mapDocumentSchema.safeParse(held.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = formatIssuePath(issue?.path ?? []);
      return { ok: false, error: { path, message: `${path}: ${issue?.message ?? 'invalid value'}.` } };
    }
    const result = normalizeMapDocument(parsed.data);
    if (result.ok && held.clamped.length) result.warnings.unshift(clampWarning(held.clamped));
    return result;
  } catch (err) {
    // safeParse reports data errors as values; this catches the exotic rest (throwing getters, proxies).
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, error: { path: '$', message: `$: the document could not be read (${reason}).` } };
  }
}

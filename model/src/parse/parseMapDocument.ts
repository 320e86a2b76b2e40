import { mapDocumentSchema } from '../schema/document';
import { formatIssuePath } from './formatIssuePath';
import { normalizeMapDocument } from './normalizeMapDocument';
import type { ParseMapDocumentResult } from './parseResult';

/**
 * Reads a map document from a JSON string or an already-parsed value, validates it against the schema and
 * normalises it (spec §4.1, see {@link normalizeMapDocument}). Never throws: bad input gives
 * `{ok: false, error: {path, message}}` with the first offending path, e.g. `nodes[2].data.id`.
 * Unknown fields are kept at every level.
 */
export function parseMapDocument(json: unknown): ParseMapDocumentResult {
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
    const parsed = mapDocumentSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = formatIssuePath(issue?.path ?? []);
      return { ok: false, error: { path, message: `${path}: ${issue?.message ?? 'invalid value'}.` } };
    }
    return normalizeMapDocument(parsed.data);
  } catch (err) {
    // safeParse reports data errors as values; this catches the exotic rest (throwing getters, proxies).
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, error: { path: '$', message: `$: the document could not be read (${reason}).` } };
  }
}

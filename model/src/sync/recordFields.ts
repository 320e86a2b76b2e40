import { jsonEqual } from '../ops/build/jsonEqual';

/**
 * The fields of a record, as collaboration sees them: every top-level key, except that a nested `data` object
 * (nodes and edges) is split into its own keys. Two edits conflict only when they touch the same field.
 */
export type FieldPath = readonly [string] | readonly ['data', string];

type Rec = Record<string, unknown>;

const isRecord = (value: unknown): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` in `record` (undefined when absent). */
export function getField(record: object, path: FieldPath): unknown {
  const top = (record as Rec)[path[0]];
  if (path.length === 1) return top;
  return isRecord(top) ? top[path[1]] : undefined;
}

/** A copy of `record` with `path` set to `value` (removed when undefined); `record` itself is not changed. */
export function setField<T extends object>(record: T, path: FieldPath, value: unknown): T {
  const next: Rec = { ...(record as Rec) };
  if (path.length === 1) {
    if (value === undefined) delete next[path[0]];
    else next[path[0]] = value;
    return next as T;
  }
  const inner: Rec = { ...(isRecord(next.data) ? next.data : {}) };
  if (value === undefined) delete inner[path[1]];
  else inner[path[1]] = value;
  next.data = inner;
  return next as T;
}

/** The fields whose values differ between `from` and `to` (JSON equality: an undefined key is absent). */
export function changedFields(from: object, to: object): FieldPath[] {
  const a = from as Rec;
  const b = to as Rec;
  const out: FieldPath[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === 'data' && isRecord(a.data) && isRecord(b.data)) {
      const da = a.data;
      const db = b.data;
      for (const inner of new Set([...Object.keys(da), ...Object.keys(db)]))
        if (!jsonEqual(da[inner], db[inner])) out.push(['data', inner]);
    } else if (!jsonEqual(a[key], b[key])) out.push([key]);
  }
  return out;
}

/** `data.label`, `position`: a field path as people read it. */
export const fieldName = (path: FieldPath): string => path.join('.');

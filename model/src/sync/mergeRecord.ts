import { jsonEqual } from '../ops/build/jsonEqual';
import { changedFields, getField, setField, type FieldPath } from './recordFields';

/** The outcome of replaying one local record edit onto the record as it is now. */
export interface RecordMerge<T> {
  /** The record with the local edit's surviving fields set, or null when nothing is left to change. */
  to: T | null;
  /** Fields the local edit changed that someone else changed too: their value stays (remote wins). */
  replaced: FieldPath[];
}

/**
 * Three-way merge of one record edit: for each field the edit `from -> to` changed, the local value is set on
 * `current` when `current` still holds the base value; when `current` holds another value the field was changed
 * remotely and the remote value stays. Fields the edit did not touch keep whatever `current` holds. `ownField`
 * names fields an earlier local edit of the same rebase has set: a later local edit always overrides those.
 */
export function mergeRecord<T extends object>(
  from: T,
  to: T,
  current: T,
  ownField: (path: FieldPath) => boolean = () => false,
): RecordMerge<T> {
  let next = current;
  let changed = false;
  const replaced: FieldPath[] = [];
  for (const path of changedFields(from, to)) {
    const mine = getField(to, path);
    const theirs = getField(current, path);
    if (jsonEqual(theirs, mine)) continue;
    if (ownField(path) || jsonEqual(theirs, getField(from, path))) {
      next = setField(next, path, mine);
      changed = true;
    } else replaced.push(path);
  }
  return { to: changed ? next : null, replaced };
}

/** Three-way merge of a single value: 'apply' (still the base), 'same' (already the local value) or 'replaced'. */
export function mergeValue(
  from: unknown,
  to: unknown,
  current: unknown,
  own = false,
): 'apply' | 'same' | 'replaced' {
  if (jsonEqual(current, to)) return 'same';
  return own || jsonEqual(current, from) ? 'apply' : 'replaced';
}

/**
 * A shallow copy of `record` with `key` set to `value`, or without `key` when `value` is undefined
 * (an absent key and an undefined value are the same thing once serialised).
 */
export function withKey<T extends object>(record: T, key: string, value: unknown): T {
  const next = { ...record } as Record<string, unknown>;
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as T;
}

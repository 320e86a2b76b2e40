/**
 * Formats a validation path the way a person reads it in JSON: `nodes[2].data.id`; the root is `$`.
 * Keys that are not plain identifiers are quoted (`settings["odd key"]`).
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '$';
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

import { mapDocumentSchema } from '../schema/document';
import { clampCoordinates } from './clampCoordinates';
import { formatIssuePath } from './formatIssuePath';
import { normalizeMapDocument } from './normalizeMapDocument';
import type { ParseError } from './parseResult';
import type { MapDocument } from '../schema/document';

/** A document rescued by {@link salvageMapDocument}, with the paths of what had to go. */
export type SalvageResult =
  { ok: true; document: MapDocument; dropped: string[] } | { ok: false; error: ParseError };

type Path = readonly PropertyKey[];

// Each round drops everything the schema names at once; a dropped required field shows up again one level up in
// the next round (a node whose `position.x` was "huge" loses `x`, then `position`, then goes), so a few rounds do.
const MAX_ROUNDS = 32;

const isContainer = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null;

function at(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) value = isContainer(value) ? value[key] : undefined;
  return value;
}

/** Removes the value at `path` (an array element is spliced out); false when `path` is the root. */
function drop(root: unknown, path: Path): boolean {
  if (path.length === 0) return false;
  const parent = at(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else if (isContainer(parent)) delete parent[key];
  return true;
}

/** Deepest paths first, and higher array indices before lower ones, so dropping one never moves another. */
function compareDescending(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return (b[i] as number) - (a[i] as number);
    return String(b[i]).localeCompare(String(a[i]));
  }
  return b.length - a.length;
}

/** `nodes[3].data.id` (as the normaliser names a repeated id) back to `['nodes', 3]`. */
function recordOf(path: string): Path | null {
  const match = /^(nodes|edges)\[(\d+)\]/.exec(path);
  return match ? [match[1], Number(match[2])] : null;
}

/**
 * Last resort for a stored document that `parseMapDocument` refuses (written before a validation existed, or
 * damaged): drops every value the schema refuses, and whatever then lacks a required field (a node without a
 * usable position goes as a whole), until the rest parses. Fails only when the root itself is unusable.
 * Coordinates beyond the editor's range are clamped, not dropped. `input` (an already-parsed JSON value that the
 * caller owns) may be changed.
 */
export function salvageMapDocument(input: unknown): SalvageResult {
  // Out of the editor's range is not broken: clamped first, as any read does, rather than dropped.
  const value = clampCoordinates(input).value;
  const dropped: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = mapDocumentSchema.safeParse(value);
    if (parsed.success) {
      const normalised = normalizeMapDocument(parsed.data);
      if (normalised.ok) return { ok: true, document: normalised.document, dropped };
      const record = recordOf(normalised.error.path);
      if (!record) return { ok: false, error: normalised.error };
      drop(value, record);
      dropped.push(formatIssuePath(record));
      continue;
    }
    // A missing value cannot be dropped: its container goes instead. Two issues can name one container.
    const targets = new Map<string, Path>();
    for (const { path } of parsed.error.issues) {
      const target = at(value, path) === undefined ? path.slice(0, -1) : path;
      targets.set(formatIssuePath(target), target);
    }
    for (const target of [...targets.values()].sort(compareDescending)) {
      if (!drop(value, target)) {
        const first = parsed.error.issues[0];
        const where = formatIssuePath(first.path);
        return { ok: false, error: { path: where, message: `${where}: ${first.message}.` } };
      }
      dropped.push(formatIssuePath(target));
    }
  }
  return { ok: false, error: { path: '$', message: '$: the document could not be repaired.' } };
}

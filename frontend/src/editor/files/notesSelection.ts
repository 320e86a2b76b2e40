/** One row of the notes export lists (spec §3.10 'Export-notes selection item'). */
export interface NotesSelectionItem {
  type: 'nodes';
  label: string;
  id: string;
}

/** Moves the item at `from` to `to` (both clamped), returning a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, item);
  return out;
}

/** Row height of the export lists (spec §9: export rows 40 px); a drag moves by whole rows. */
export const EXPORT_ROW_HEIGHT = 40;

/** Where a row dragged by `dy` pixels from index `from` lands. */
export function dropIndex(from: number, dy: number, count: number): number {
  return Math.max(0, Math.min(count - 1, from + Math.round(dy / EXPORT_ROW_HEIGHT)));
}

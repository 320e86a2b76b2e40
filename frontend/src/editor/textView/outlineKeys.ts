import {
  addSiblingAfterOps,
  createTransaction,
  indentOps,
  moveSiblingOps,
  outdentOps,
  type OutlineRow,
  type Transaction,
} from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';

/** What an outline key did: the page to focus after it (a new page, or the one moved), or null for nothing. */
export interface OutlineEdit {
  tx: Transaction;
  /** The page to focus and where it is listed now. */
  focus: { id: string; parentId: string | null };
}

/** The row `row`'s previous sibling in `rows` (same parent, one place up), or null. */
function previousSibling(rows: readonly OutlineRow[], index: number): OutlineRow | null {
  const row = rows[index];
  for (let i = index - 1; i >= 0; i--) {
    if (rows[i].level < row.level) return null;
    if (rows[i].level === row.level) return rows[i].parentId === row.parentId ? rows[i] : null;
  }
  return null;
}

/**
 * The editing keys of the outline (what Workflowy and Logseq users expect), each one transaction: Enter adds a
 * sibling after the page; Tab puts it under its previous sibling; Shift+Tab under its grandparent (right after its
 * old parent); Alt+Shift+↑/↓ moves it among its siblings. Null when the key does nothing here.
 */
export function outlineEdit(
  doc: DocumentStore,
  rows: readonly OutlineRow[],
  index: number,
  key: { key: string; shiftKey: boolean; altKey: boolean },
  side: 'right' | 'bottom',
): OutlineEdit | null {
  const row = rows[index];
  if (!row) return null;
  const state = doc.state;
  const place = { nodeId: row.id, parentId: row.parentId };
  if (key.key === 'Enter' && !key.shiftKey && !key.altKey) {
    const made = addSiblingAfterOps(state, place, side);
    return made
      ? {
          tx: createTransaction('node.created', made.ops),
          focus: { id: made.nodeId, parentId: row.parentId },
        }
      : null;
  }
  if (key.key === 'Tab' && !key.altKey) {
    if (!key.shiftKey) {
      const previous = previousSibling(rows, index);
      const ops = previous ? indentOps(state, place, previous.id) : null;
      return ops && previous
        ? { tx: createTransaction('edge.added', ops), focus: { id: row.id, parentId: previous.id } }
        : null;
    }
    const parentRow = rows.slice(0, index).findLast((r) => r.level === row.level - 1);
    const grandparent = parentRow?.parentId ?? null;
    const ops = outdentOps(state, place, grandparent);
    return ops
      ? { tx: createTransaction('edge.added', ops), focus: { id: row.id, parentId: grandparent } }
      : null;
  }
  if (
    key.altKey &&
    key.shiftKey &&
    (key.key === 'ArrowUp' || key.key === 'ArrowDown') &&
    row.parentId !== null
  ) {
    const ops = moveSiblingOps(state, row.parentId, row.id, key.key === 'ArrowUp' ? -1 : 1);
    return ops && ops.length > 0
      ? {
          tx: createTransaction('edge.appearanceChange', ops),
          focus: { id: row.id, parentId: row.parentId },
        }
      : null;
  }
  return null;
}

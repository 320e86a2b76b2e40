import type { PageSection, PageSectionRows } from './TextViewStore';

/** Height of a section's header row and of a page (or empty message) row, in px. */
export const HEADER_HEIGHT = 44;
export const ROW_HEIGHT = 34;

/** A row of the page list at its place: a header, a page, or a section's empty message. */
export type PlacedRow = { top: number; height: number; key: string } & (
  | { kind: 'header'; section: PageSection; count: number }
  | { kind: 'page'; section: PageSection; id: string; index: number; size: number }
  | { kind: 'empty'; section: PageSection }
);

/** The list's full height: each section is a header and its pages (or one empty row). */
export function totalHeight(sections: readonly PageSectionRows[]): number {
  let height = 0;
  for (const { ids } of sections) height += HEADER_HEIGHT + Math.max(1, ids.length) * ROW_HEIGHT;
  return height;
}

/**
 * The rows that meet the window `[top, bottom)` of the scrolled list, with their offsets: what the virtualised
 * list draws. Costs the number of sections plus the rows returned, whatever the number of pages.
 */
export function rowsInWindow(sections: readonly PageSectionRows[], top: number, bottom: number): PlacedRow[] {
  const out: PlacedRow[] = [];
  let y = 0;
  for (const { section, ids } of sections) {
    if (y < bottom && y + HEADER_HEIGHT > top)
      out.push({
        kind: 'header',
        section,
        count: ids.length,
        top: y,
        height: HEADER_HEIGHT,
        key: `h:${section}`,
      });
    y += HEADER_HEIGHT;
    if (ids.length === 0) {
      if (y < bottom && y + ROW_HEIGHT > top)
        out.push({ kind: 'empty', section, top: y, height: ROW_HEIGHT, key: `e:${section}` });
      y += ROW_HEIGHT;
      continue;
    }
    const first = Math.max(0, Math.floor((top - y) / ROW_HEIGHT));
    const last = Math.min(ids.length, Math.ceil((bottom - y) / ROW_HEIGHT));
    for (let i = first; i < last; i++)
      out.push({
        kind: 'page',
        section,
        id: ids[i],
        index: i,
        size: ids.length,
        top: y + i * ROW_HEIGHT,
        height: ROW_HEIGHT,
        // By place, not by page: after a keystroke the rows in view are the same elements with new labels, not
        // ~50 elements removed and ~50 created (issue #13); scrolling keeps the rows still in view as they are.
        key: `${section}:${i}`,
      });
    y += ids.length * ROW_HEIGHT;
  }
  return out;
}

import { HEADER_HEIGHT, ROW_HEIGHT, rowsInWindow, totalHeight } from './pageRows';

const many = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);

describe('the virtualised page list', () => {
  it('draws only the rows in the window, at their offsets, on a 100,000-page map', () => {
    const sections = [
      { section: 'parents' as const, ids: [] },
      { section: 'all' as const, ids: many(100_000) },
    ];
    expect(totalHeight(sections)).toBe(2 * HEADER_HEIGHT + ROW_HEIGHT + 100_000 * ROW_HEIGHT);
    const top = HEADER_HEIGHT * 2 + ROW_HEIGHT + 50_000 * ROW_HEIGHT;
    const rows = rowsInWindow(sections, top, top + 10 * ROW_HEIGHT);
    expect(rows.map((row) => (row.kind === 'page' ? row.id : row.kind))).toEqual(many(50_010).slice(50_000));
    expect(rows[0]).toMatchObject({ top, index: 50_000, size: 100_000 });
  });

  it('shows headers and the empty message of an empty section', () => {
    const rows = rowsInWindow(
      [
        { section: 'parents', ids: [] },
        { section: 'children', ids: ['c'] },
      ],
      0,
      1000,
    );
    expect(rows.map((row) => [row.kind, row.section, row.top])).toEqual([
      ['header', 'parents', 0],
      ['empty', 'parents', HEADER_HEIGHT],
      ['header', 'children', HEADER_HEIGHT + ROW_HEIGHT],
      ['page', 'children', 2 * HEADER_HEIGHT + ROW_HEIGHT],
    ]);
  });
});

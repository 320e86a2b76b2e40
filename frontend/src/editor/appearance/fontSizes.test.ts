import { FONT_SIZE_OPTIONS } from './fontSizes';

describe('font size options', () => {
  it('are the spec §9 ranges', () => {
    expect(FONT_SIZE_OPTIONS.slice(0, 8)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(FONT_SIZE_OPTIONS).toContain(24);
    expect(FONT_SIZE_OPTIONS).not.toContain(26);
    expect(FONT_SIZE_OPTIONS).toContain(65);
    expect(FONT_SIZE_OPTIONS).toContain(164);
    expect(FONT_SIZE_OPTIONS).toHaveLength(8 + 6 + 8 + 8);
  });
});

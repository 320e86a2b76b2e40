import { DIRTY_PAD_TEXELS, DirtyRegion } from './DirtyRegion';
import { box, emptyBox } from '../../geometry/Box';

/** A 1000 × 800 texel picture of graph (-500, -400)…(500, 400) at 1 texel per unit, or 2 at zoom 2. */
function region(texelsPerUnit = 1): DirtyRegion {
  const r = new DirtyRegion();
  r.reset(-500, -400, texelsPerUnit, 1000 * texelsPerUnit, 800 * texelsPerUnit);
  return r;
}

const P = DIRTY_PAD_TEXELS;

describe('DirtyRegion', () => {
  it('turns a graph box into padded texels from the picture corner', () => {
    const r = region();
    expect(r.empty).toBe(true);
    r.add(box(0, 0, 10, 20));
    expect(r.rects).toEqual([500 - P, 400 - P, 510 + P, 420 + P]);
    expect(r.area).toBe((10 + 2 * P) * (20 + 2 * P));
    expect(r.empty).toBe(false);
  });

  it('scales by texels per unit and rounds outwards', () => {
    const r = region(2);
    r.add(box(0.3, 0.3, 1.2, 1.2));
    expect(r.rects).toEqual([1000 + 0 - P, 800 + 0 - P, 1000 + 3 + P, 800 + 3 + P]);
  });

  it('clips to the picture and ignores boxes off it or empty', () => {
    const r = region();
    r.add(box(-900, -900, -600, -600));
    r.add(emptyBox());
    expect(r.empty).toBe(true);
    r.add(box(480, 390, 700, 700));
    expect(r.rects).toEqual([980 - P, 790 - P, 1000, 800]);
  });

  it('merges overlapping boxes, also through a box that joins two', () => {
    const r = region();
    r.add(box(0, 0, 10, 10));
    r.add(box(100, 0, 110, 10));
    expect(r.rects.length).toBe(8);
    r.add(box(5, 5, 105, 6));
    expect(r.rects).toEqual([500 - P, 400 - P, 610 + P, 410 + P]);
  });

  it('keeps apart boxes that do not meet, and maps a rectangle back to graph units', () => {
    const r = region(2);
    r.add(box(-100, -100, -90, -90));
    r.add(box(100, 100, 110, 110));
    expect(r.rects.length).toBe(8);
    const b = r.graphBox(1, emptyBox());
    expect(b).toEqual({ minX: 100 - P / 2, minY: 100 - P / 2, maxX: 110 + P / 2, maxY: 110 + P / 2 });
  });

  it('folds many separate rectangles into the one around them', () => {
    const r = region();
    for (let i = 0; i < 9; i++) r.add(box(-450 + i * 100, 0, -440 + i * 100, 10));
    expect(r.rects).toEqual([50 - P, 400 - P, 860 + P, 410 + P]);
  });

  it('overflows into "redraw it all" until cleared or reset', () => {
    const r = region();
    r.add(box(0, 0, 1, 1));
    r.overflow();
    expect(r.overflowed).toBe(true);
    expect(r.empty).toBe(false);
    r.add(box(10, 10, 20, 20));
    expect(r.rects.length).toBe(4);
    r.reset(0, 0, 1, 100, 100);
    expect(r.empty).toBe(true);
    expect(r.overflowed).toBe(false);
  });
});

import { LabelPlacer } from './LabelPlacer';
import { box } from '../../geometry/Box';

describe('LabelPlacer', () => {
  it('takes boxes and refuses any that overlaps one taken, across grid cells', () => {
    const placer = new LabelPlacer();
    expect(placer.fits(box(0, 0, 100, 20))).toBe(true);
    placer.take(box(0, 0, 100, 20));
    expect(placer.fits(box(90, 10, 300, 40))).toBe(false);
    expect(placer.fits(box(-500, -500, 500, 500))).toBe(false);
    // Touching is not overlapping; well clear is clear.
    expect(placer.fits(box(100, 0, 160, 20))).toBe(true);
    expect(placer.fits(box(0, 20, 100, 40))).toBe(true);
    expect(placer.fits(box(1000, 1000, 1010, 1010))).toBe(true);
    expect(placer.size).toBe(1);
    placer.reset();
    expect(placer.fits(box(90, 10, 300, 40))).toBe(true);
    expect(placer.size).toBe(0);
  });

  it('matches a brute-force check on random boxes, negative coordinates included', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2000 - 1000;
    const placer = new LabelPlacer();
    const taken: ReturnType<typeof box>[] = [];
    for (let i = 0; i < 2000; i++) {
      const x = random();
      const y = random();
      const b = box(x, y, x + 5 + Math.abs(random()) / 10, y + 5 + Math.abs(random()) / 40);
      const brute = taken.every(
        (t) => !(b.minX < t.maxX && b.maxX > t.minX && b.minY < t.maxY && b.maxY > t.minY),
      );
      expect(placer.fits(b)).toBe(brute);
      if (brute) {
        placer.take(b);
        taken.push(b);
      }
    }
    expect(taken.length).toBeGreaterThan(100);
  });
});

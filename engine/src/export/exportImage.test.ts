import { exportFrame, exportLimits } from './exportImage';

describe('exportImage frame', () => {
  it('fits within the limits keeping the aspect ratio, never above 2× for small maps', () => {
    const wide = exportFrame({ minX: 0, minY: 0, maxX: 10_000, maxY: 1000 }, 3200, 1800);
    expect([wide.width, wide.height, wide.scale]).toEqual([3200, 320, 0.32]);
    const tall = exportFrame({ minX: 0, minY: 0, maxX: 1000, maxY: 9000 }, 3200, 1800);
    expect([tall.width, tall.height]).toEqual([200, 1800]);
    const small = exportFrame({ minX: 0, minY: 0, maxX: 100, maxY: 50 }, 3200, 1800);
    expect([small.width, small.height, small.scale]).toEqual([200, 100, 2]);
  });

  it('clamps requested sizes to spec §9 and names a bad one', () => {
    expect(exportLimits({ maxWidth: 99_999, maxHeight: 500 })).toEqual({ maxWidth: 3200, maxHeight: 500 });
    expect(() => exportLimits({ maxHeight: 0 })).toThrow(/maxHeight must be a number ≥ 1 \(got 0\)/);
  });
});

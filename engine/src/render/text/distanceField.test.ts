import { distanceField } from './distanceField';

/** Coverage grid from rows of '#' (full), '+' (half) and '.' (empty). */
function grid(rows: string[]): { coverage: number[]; width: number; height: number } {
  const coverage = rows.flatMap((r) => [...r].map((c) => (c === '#' ? 255 : c === '+' ? 128 : 0)));
  return { coverage, width: rows[0].length, height: rows.length };
}

/** What the field should hold for a 0/255 coverage, from the nearest texel of the other kind by brute force. */
function bruteForce(coverage: number[], width: number, height: number, spread: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < coverage.length; i++) {
    const ink = coverage[i] === 255;
    let best = Infinity;
    for (let j = 0; j < coverage.length; j++) {
      if ((coverage[j] === 255) === ink) continue;
      const dx = (i % width) - (j % width);
      const dy = Math.floor(i / width) - Math.floor(j / width);
      best = Math.min(best, Math.hypot(dx, dy));
    }
    const d = ink ? -best : best;
    out.push(Math.round(255 * Math.min(1, Math.max(0, 0.5 - d / (2 * spread)))));
  }
  expect(out.length).toBe(width * height);
  return out;
}

describe('distanceField', () => {
  it('is the exact Euclidean distance to the other side, for any shape', () => {
    // A blob with a hole and a diagonal arm: distances in every direction.
    const { coverage, width, height } = grid([
      '..............',
      '...######.....',
      '..########....',
      '..###..####...',
      '..###..#####..',
      '..#########...',
      '...#######....',
      '.....###......',
      '......###.....',
      '.......###....',
      '..............',
    ]);
    const field = distanceField(coverage, width, height, 4);
    expect([...field]).toEqual(bruteForce(coverage, width, height, 4));
  });

  it('puts the outline at 128: half way between a full and an empty texel, and on a half-covered one', () => {
    const { coverage, width, height } = grid(['..........', '....##....', '....##....', '..........']);
    const f = distanceField(coverage, width, height, 3);
    const at = (x: number, y: number) => f[y * width + x];
    // Across the left edge: one texel each side, equally far from the outline at 3.5.
    expect(at(4, 1) + at(3, 1)).toBe(255);
    expect(at(4, 1)).toBeGreaterThan(128);
    expect(at(0, 1)).toBe(0); // further than `spread` outside
    const half = grid(['.....', '..+..', '.....']);
    expect(distanceField(half.coverage, 5, 3, 3)[7]).toBe(128);
  });

  it('saturates at 255 deeper than `spread` inside', () => {
    const rows = Array.from({ length: 12 }, (_, y) =>
      y === 0 || y === 11 ? '.'.repeat(12) : '.##########.',
    );
    const { coverage, width, height } = grid(rows);
    expect(distanceField(coverage, width, height, 2)[6 * width + 6]).toBe(255);
  });
});

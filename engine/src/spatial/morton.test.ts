import { mortonKey, sortByMorton } from './morton';

describe('Z-order', () => {
  it('interleaves the grid bits of x and y', () => {
    // span 32767: one grid step per unit.
    expect(mortonKey(0, 0, 0, 0, 32767)).toBe(0);
    expect(mortonKey(1, 0, 0, 0, 32767)).toBe(1);
    expect(mortonKey(0, 1, 0, 0, 32767)).toBe(2);
    expect(mortonKey(3, 3, 0, 0, 32767)).toBe(15);
    expect(mortonKey(4, 0, 0, 0, 32767)).toBe(16);
    // The far corner: all 30 bits set; outside the square, clamped to its edges.
    expect(mortonKey(32767, 32767, 0, 0, 32767)).toBe(2 ** 30 - 1);
    expect(mortonKey(40000, -5, 0, 0, 32767)).toBe(mortonKey(32767, 0, 0, 0, 32767));
  });

  it('gives every grid point the key of its interleaved bits', () => {
    // Bit by bit, as the key is defined: x's bit b at 2b, y's at 2b + 1.
    const reference = (xi: number, yi: number) => {
      let key = 0;
      for (let bit = 0; bit < 15; bit++) key += (((xi >> bit) & 1) + ((yi >> bit) & 1) * 2) * 4 ** bit;
      return key;
    };
    for (let i = 0; i < 2000; i++) {
      const xi = (i * 7919) % 32768;
      const yi = (i * 104729 + 13) % 32768;
      expect(mortonKey(xi, yi, 0, 0, 32767)).toBe(reference(xi, yi));
    }
  });

  it('orders points so each quadrant comes as one run, keeping every index once', () => {
    const pts = [
      [900, 900],
      [10, 10],
      [900, 20],
      [20, 900],
      [15, 12],
      [880, 910],
    ];
    const order = sortByMorton(pts.length, (i, out) => {
      out.x = pts[i][0];
      out.y = pts[i][1];
    });
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const quadrant = (i: number) => (pts[i][0] > 450 ? 1 : 0) + (pts[i][1] > 450 ? 2 : 0);
    expect([...order].map(quadrant)).toEqual([0, 0, 1, 2, 3, 3]);
  });

  it('puts items spanning much of the area after the compact ones', () => {
    // Four short items in two far corners and two long ones whose midpoints sit among them.
    const items = [
      { x: 0, y: 0, size: 10 },
      { x: 5, y: 5, size: 600 },
      { x: 1000, y: 1000, size: 10 },
      { x: 2, y: 1, size: 10 },
      { x: 998, y: 999, size: 900 },
      { x: 999, y: 998, size: 10 },
    ];
    const order = sortByMorton(items.length, (i, out) => Object.assign(out, items[i]));
    // The compact ones corner by corner, then the long ones (in Z-order of their midpoints too).
    expect(new Set(order.slice(0, 2))).toEqual(new Set([0, 3]));
    expect(new Set(order.slice(2, 4))).toEqual(new Set([2, 5]));
    expect([...order.slice(4)]).toEqual([1, 4]);
  });
});

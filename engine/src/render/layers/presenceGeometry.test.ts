import { CHIP_EDGE_CLEAR_PX, CHIP_RIGHT_CLEAR_PX, chipOffset, dashPolygon } from './presenceGeometry';

const segments = (flat: number[]) =>
  Array.from({ length: flat.length / 4 }, (_, i) => flat.slice(4 * i, 4 * i + 4));
const length = ([x1, y1, x2, y2]: number[]) => Math.hypot(x2 - x1, y2 - y1);

describe('dashPolygon', () => {
  const square = [0, 0, 100, 0, 100, 100, 0, 100];

  it('draws dashes and skips gaps all the way round, across corners', () => {
    const dashes = segments(dashPolygon(square, 7, 4));
    const drawn = dashes.reduce((sum, s) => sum + length(s), 0);
    // 400 units of outline, 7 drawn in every 11.
    expect(drawn).toBeGreaterThan((400 * 7) / 11 - 7);
    expect(drawn).toBeLessThan((400 * 7) / 11 + 7);
    expect(dashes[0]).toEqual([0, 0, 7, 0]);
    expect(dashes[1]).toEqual([11, 0, 18, 0]);
    // A dash over the first corner (at 99 → 106 along the outline) is split into two pieces.
    const corner = dashes.filter(
      (s) => s.includes(100) && (s[0] > 95 || s[2] > 95) && (s[1] < 5 || s[3] < 5),
    );
    expect(corner.length).toBeGreaterThan(0);
    for (const s of dashes) expect(length(s)).toBeLessThanOrEqual(7 + 1e-9);
  });

  it('leaves gaps: it is not the solid outline', () => {
    const drawn = segments(dashPolygon(square, 7, 4)).reduce((sum, s) => sum + length(s), 0);
    expect(drawn).toBeLessThan(400 * 0.7);
  });

  it('draws nothing for a degenerate polygon or dash', () => {
    expect(dashPolygon([1, 1], 7, 4)).toEqual([]);
    expect(dashPolygon(square, 0, 4)).toEqual([]);
  });
});

describe('chipOffset', () => {
  const view = { width: 800, height: 600 };
  const chip = { width: 60, height: 20 };
  const box = (at: { x: number; y: number }) => {
    const o = chipOffset(at, chip, view);
    return {
      left: at.x + o.x,
      top: at.y + o.y,
      right: at.x + o.x + chip.width,
      bottom: at.y + o.y + chip.height,
    };
  };

  it('sits right of and below the arrow in the open', () => {
    expect(chipOffset({ x: 300, y: 300 }, chip, view)).toEqual({ x: 12, y: 17 });
  });

  it('goes left of the arrow rather than under the canvas controls at the right edge', () => {
    const b = box({ x: 760, y: 300 });
    expect(b.right).toBeLessThanOrEqual(760);
    expect(b.right).toBeLessThanOrEqual(view.width - CHIP_RIGHT_CLEAR_PX);
  });

  it('goes above the arrow at the bottom edge', () => {
    const b = box({ x: 300, y: 590 });
    expect(b.bottom).toBeLessThanOrEqual(590);
  });

  it('stays inside the view for a tip at or past any edge', () => {
    for (const at of [
      { x: 0, y: 0 },
      { x: -40, y: -40 },
      { x: 800, y: 600 },
      { x: 900, y: 700 },
      { x: 799, y: 0 },
      { x: 0, y: 599 },
    ]) {
      const b = box(at);
      expect(b.left).toBeGreaterThanOrEqual(CHIP_EDGE_CLEAR_PX);
      expect(b.top).toBeGreaterThanOrEqual(CHIP_EDGE_CLEAR_PX);
      expect(b.right).toBeLessThanOrEqual(view.width - CHIP_EDGE_CLEAR_PX);
      expect(b.bottom).toBeLessThanOrEqual(view.height - CHIP_EDGE_CLEAR_PX);
    }
  });
});

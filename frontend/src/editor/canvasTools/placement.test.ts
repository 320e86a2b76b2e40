import fc from 'fast-check';
import { PLACEMENT_MARGIN, isClear, placeBar, type Side } from './placement';

const bounds = { left: 0, top: 0, right: 1000, bottom: 800 };
const size = { width: 200, height: 40 };
const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
/** Canvas controls on the right, drawing toolbar on the left, tool bar at the bottom (as in the editor). */
const fixed = [box(940, 260, 44, 280), box(16, 300, 44, 200), box(300, 728, 450, 48)];

describe('placeBar', () => {
  it('puts the bar above its node, centred, when there is room', () => {
    expect(placeBar(box(400, 300, 200, 80), size, ['above'], bounds, fixed, 12)).toEqual({
      left: 400,
      top: 248,
    });
  });

  it('slides the bar off the canvas controls instead of covering them', () => {
    const spot = placeBar(box(850, 350, 200, 80), size, ['above'], bounds, fixed, 12)!;
    expect(spot.left + size.width).toBeLessThanOrEqual(940 - PLACEMENT_MARGIN);
    expect(spot.top).toBe(298);
  });

  it('flips below when there is no room above', () => {
    expect(placeBar(box(400, 10, 200, 80), size, ['above', 'below'], bounds, fixed, 12)).toEqual({
      left: 400,
      top: 102,
    });
  });

  it('is null for a node off the canvas, or when no side has room', () => {
    expect(placeBar(box(1200, 300, 200, 80), size, ['above'], bounds, fixed)).toBeNull();
    expect(placeBar(box(0, 0, 1000, 800), size, ['above', 'below'], bounds, fixed)).toBeNull();
  });

  it('whatever the anchor, a placed bar is inside the canvas and clear of every fixed control', () => {
    const sides: Side[] = ['above', 'below', 'right', 'left', 'insideTop'];
    fc.assert(
      fc.property(
        fc.integer({ min: -300, max: 1200 }),
        fc.integer({ min: -300, max: 1000 }),
        fc.integer({ min: 10, max: 900 }),
        fc.integer({ min: 10, max: 700 }),
        fc.subarray(sides, { minLength: 1 }),
        (x, y, w, h, order) => {
          const spot = placeBar(box(x, y, w, h), size, order, bounds, fixed);
          if (spot)
            expect(isClear(box(spot.left, spot.top, size.width, size.height), bounds, fixed)).toBe(true);
        },
      ),
    );
  });
});

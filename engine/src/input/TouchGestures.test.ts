import { DoubleTaps, TouchGestures } from './TouchGestures';

describe('TouchGestures', () => {
  it('keeps the graph point under the fingers: scale by their span, pan by their midpoint', () => {
    const fingers = new TouchGestures();
    expect(fingers.add(1, { x: 0, y: 0 })).toBe(false);
    expect(fingers.add(2, { x: 100, y: 0 })).toBe(true);
    expect(fingers.pinching).toBe(true);
    expect(fingers.move(1, { x: -50, y: 0 })).toEqual({
      scale: 1.5,
      from: { x: 50, y: 0 },
      to: { x: 25, y: 0 },
    });
    // Both fingers moving together by the same offset only pan.
    expect(fingers.move(2, { x: 100, y: 40 })).toEqual({
      scale: Math.hypot(150, 40) / 150,
      from: { x: 25, y: 0 },
      to: { x: 25, y: 20 },
    });
  });

  it('ignores a third finger, and ends the pinch when one of the two lifts', () => {
    const fingers = new TouchGestures();
    fingers.add(1, { x: 0, y: 0 });
    fingers.add(2, { x: 10, y: 0 });
    expect(fingers.add(3, { x: 50, y: 50 })).toBe(false);
    expect(fingers.move(3, { x: 80, y: 80 })).toBeNull();
    expect(fingers.remove(3)).toBe(false);
    expect(fingers.remove(2)).toBe(true);
    expect(fingers.pinching).toBe(false);
    expect(fingers.move(1, { x: 5, y: 5 })).toBeNull();
  });

  it('pans only when two fingers touch on one spot (no span to scale by)', () => {
    const fingers = new TouchGestures();
    fingers.add(1, { x: 10, y: 10 });
    fingers.add(2, { x: 10, y: 10 });
    expect(fingers.move(2, { x: 10, y: 10 })).toBeNull();
    expect(fingers.move(2, { x: 10.5, y: 10 })).toEqual({
      scale: 1,
      from: { x: 10, y: 10 },
      to: { x: 10.25, y: 10 },
    });
  });
});

describe('DoubleTaps', () => {
  it('pairs two taps close in time and place, and starts over after a pair or a reset', () => {
    const taps = new DoubleTaps();
    expect(taps.tap({ x: 0, y: 0 }, 0)).toBe(false);
    expect(taps.tap({ x: 10, y: 10 }, 300)).toBe(true);
    expect(taps.tap({ x: 10, y: 10 }, 400)).toBe(false);
    taps.reset();
    expect(taps.tap({ x: 10, y: 10 }, 500)).toBe(false);
    // Too far apart, then too late.
    expect(taps.tap({ x: 60, y: 10 }, 600)).toBe(false);
    expect(taps.tap({ x: 60, y: 10 }, 1000)).toBe(false);
  });
});

import { SliceSchedule } from './SliceSchedule';

describe('slices of a picture drawn across frames', () => {
  it('cuts the picture into slices that cover every texel once', () => {
    const schedule = new SliceSchedule(1300, 700, 512);
    expect(schedule.total).toBe(3 * 2);
    const covered = new Uint8Array(1300 * 700);
    const rect = [0, 0, 0, 0];
    while (schedule.next(rect)) {
      expect(rect[2] - rect[0]).toBeLessThanOrEqual(512);
      expect(rect[3] - rect[1]).toBeLessThanOrEqual(512);
      for (let y = rect[1]; y < rect[3]; y++) for (let x = rect[0]; x < rect[2]; x++) covered[y * 1300 + x]++;
    }
    expect(schedule.done).toBe(true);
    expect(covered.every((c) => c === 1)).toBe(true);
  });

  it('draws slices until the frame budget is spent, at least one a frame', () => {
    const schedule = new SliceSchedule(2048, 1024, 512); // 8 slices
    let clock = 0;
    const now = () => clock;
    const drawn: number[][] = [];
    // Each slice takes 4 ms: a 10 ms budget draws three (the third starts at 8 ms).
    const draw = (rect: readonly number[]) => {
      drawn.push([...rect]);
      clock += 4;
    };
    expect(schedule.run(draw, now, 10)).toBe(3);
    // A slow slice (60 ms) still lets the next frame draw one.
    expect(schedule.run(() => (clock += 60), now, 10)).toBe(1);
    expect(schedule.drawn).toBe(4);
    // Infinity finishes the picture.
    expect(schedule.run(draw, now, Infinity)).toBe(4);
    expect(schedule.done).toBe(true);
    expect(schedule.run(draw, now, 10)).toBe(0);
    expect(drawn[0]).toEqual([0, 0, 512, 512]);
  });
});

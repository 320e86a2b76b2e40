import { MAX_MAGNIFY, MAX_SHRINK, MagnifiedFrames, scaleAllowed } from './snapshotScale';

describe('overview snapshot scale', () => {
  it('reuses a picture magnified up to 1.25× and shrunk down to 1/1.6, not beyond', () => {
    expect(scaleAllowed(1, 1)).toBe(true);
    expect(scaleAllowed(0.025, 0.02)).toBe(true); // exactly 1.25×
    expect(scaleAllowed(0.0251, 0.02)).toBe(false);
    expect(scaleAllowed(1.3, 1)).toBe(false); // the old 1.6× drift allowed this blocky frame
    expect(scaleAllowed(1 / MAX_SHRINK, 1)).toBe(true);
    expect(scaleAllowed(0.6, 1)).toBe(false);
  });

  it('counts the frames shown magnified past 1.25× and no others', () => {
    const frames = new MagnifiedFrames();
    for (const k of [1, 1.1, MAX_MAGNIFY, 0.7, 1 / 1.6]) frames.shown(k);
    expect(frames.count).toBe(0);
    frames.shown(1.26);
    frames.shown(1.26);
    frames.shown(2);
    expect(frames.count).toBe(3);
  });

  it('never counts a frame that scaleAllowed accepted', () => {
    const frames = new MagnifiedFrames();
    const taken = 0.0231;
    for (let zoom = taken / 2; zoom < taken * 2; zoom *= 1.01)
      if (scaleAllowed(zoom, taken)) frames.shown(zoom / taken);
    expect(frames.count).toBe(0);
  });
});

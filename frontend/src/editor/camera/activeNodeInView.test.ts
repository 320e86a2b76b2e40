import { REFOCUS_WINDOW_FRACTION, refocusNeeded } from './activeNodeInView';

const canvas = { left: 0, width: 1008, height: 846 };
const at = (left: number, top: number, width = 200, height = 80) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('refocusNeeded', () => {
  it('leaves a node alone that is fully on the canvas and left of 62% of the window', () => {
    expect(refocusNeeded(at(300, 300), canvas, 1440)).toBe(false);
    expect(refocusNeeded(at(0, 0), canvas, 1440)).toBe(false);
  });

  it('refocuses when the centre lies beyond 62% of the window width', () => {
    const limit = REFOCUS_WINDOW_FRACTION * 1440;
    expect(refocusNeeded(at(limit - 100 + 1, 300), { ...canvas, width: 1440 }, 1440)).toBe(true);
    expect(refocusNeeded(at(limit - 100 - 1, 300), { ...canvas, width: 1440 }, 1440)).toBe(false);
  });

  it('refocuses a node partly under the panel or past any edge of the canvas', () => {
    expect(refocusNeeded(at(-20, 300), canvas, 1440)).toBe(true);
    expect(refocusNeeded(at(300, -5), canvas, 1440)).toBe(true);
    expect(refocusNeeded(at(300, 800), canvas, 1440)).toBe(true);
    // A canvas that starts further right (a left sidebar): the window share counts from the window's edge.
    expect(refocusNeeded(at(400, 300), { ...canvas, left: 420 }, 1440)).toBe(true);
  });

  it('does nothing when the panel covers the whole window (phones)', () => {
    expect(refocusNeeded(at(-500, -500), { left: 0, width: 0, height: 800 }, 390)).toBe(false);
  });
});

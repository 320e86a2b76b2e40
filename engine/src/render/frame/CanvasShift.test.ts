import { CanvasShift, emptyPictureFrame, type PictureFrame } from './CanvasShift';

const element = () => ({ style: { transform: '', backgroundColor: '' } });
const picture = {};
const frame = (over: Partial<PictureFrame> = {}): PictureFrame => ({
  ...emptyPictureFrame(),
  picture,
  painted: 3,
  x: -200,
  y: -150,
  width: 800,
  height: 600,
  background: 0x123456,
  ...over,
});

describe('CanvasShift', () => {
  it("moves the canvas by the picture's move from the drawn frame and shows the background around it", () => {
    const canvas = element();
    const surface = element();
    const shift = new CanvasShift(canvas, surface);
    expect(shift.show(frame())).toBe(false); // nothing drawn yet
    shift.drew(frame());
    expect(shift.show(frame({ x: -188, y: -157 }))).toBe(true);
    expect(canvas.style.transform).toBe('translate(12px, -7px)');
    expect(surface.style.backgroundColor).toBe('rgb(18, 52, 86)');
    // Relative to the drawn frame, not the last moved one.
    expect(shift.show(frame({ x: -190, y: -150 }))).toBe(true);
    expect(canvas.style.transform).toBe('translate(10px, 0px)');
    expect(shift.moved).toBe(2);
    // Drawing puts it back.
    shift.drew(null);
    expect(canvas.style.transform).toBe('');
    expect(surface.style.backgroundColor).toBe('');
    expect(shift.show(frame({ x: -190 }))).toBe(false); // that drawn frame may not be moved
  });

  it('draws when anything but the place differs', () => {
    const shift = new CanvasShift(element(), element());
    shift.drew(frame());
    for (const other of [
      { picture: {} },
      { painted: 4 },
      { width: 801 },
      { height: 599 },
      { resolution: 2 },
      { background: 0x123457 },
      { alpha: 0 },
    ])
      expect(shift.show(frame({ ...other, x: -190 }))).toBe(false);
    expect(shift.show(null)).toBe(false);
    expect(shift.moved).toBe(0);
  });

  it('moves on a transparent background, never on a translucent one, and not when turned off', () => {
    const surface = element();
    const shift = new CanvasShift(element(), surface);
    shift.drew(frame({ alpha: 0 }));
    expect(shift.show(frame({ alpha: 0, x: -190 }))).toBe(true);
    expect(surface.style.backgroundColor).toBe('');
    shift.drew(frame({ alpha: 0.5 }));
    expect(shift.show(frame({ alpha: 0.5, x: -190 }))).toBe(false);
    shift.drew(frame());
    shift.enabled = false;
    expect(shift.show(frame({ x: -190 }))).toBe(false);
  });
});

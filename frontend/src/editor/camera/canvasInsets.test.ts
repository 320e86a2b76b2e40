import { insetsFromRects, type PageRect } from './canvasInsets';

// The canvas of a 1440×900 window with the rail on its left and the top bar above it.
const canvas: PageRect = { left: 46, top: 56, right: 1440, bottom: 900 };
const rect = (left: number, top: number, width: number, height: number): PageRect => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('insetsFromRects', () => {
  it('measures each bar from its own edge of the canvas, in whole px', () => {
    expect(
      insetsFromRects(canvas, [
        { edge: 'bottom', rect: rect(510, 826, 466, 50) }, // the tool bar, 24 px above the bottom
        { edge: 'right', rect: rect(1374, 297.6, 50, 360.8) }, // the canvas controls, 16 px from the right
        { edge: 'left', rect: rect(62, 378, 48, 200) }, // the drawing tools
        { edge: 'top', rect: rect(600, 72, 300, 40.2) }, // the image tools
      ]),
    ).toEqual({ bottom: 74, right: 66, left: 64, top: 57 });
  });

  it('ignores bars that are not shown or lie outside the canvas, and keeps the deepest of one edge', () => {
    expect(
      insetsFromRects(canvas, [
        { edge: 'bottom', rect: rect(510, 826, 0, 0) }, // unmounted content: no size
        { edge: 'right', rect: rect(-66, 288, 50, 322) }, // pushed off by a full-width panel
        { edge: 'left', rect: rect(62, 378, 48, 200) },
        { edge: 'left', rect: rect(118, 400, 220, 160) }, // the drawing options beside the tools
      ]),
    ).toEqual({ top: 0, right: 0, bottom: 0, left: 292 });
  });

  it('a bar reaching past the far edge covers no more than the canvas', () => {
    expect(insetsFromRects(canvas, [{ edge: 'bottom', rect: rect(46, 20, 100, 900) }])).toEqual({
      top: 0,
      right: 0,
      bottom: 844,
      left: 0,
    });
  });
});

import { unpremultiply } from './unpremultiply';

describe('unpremultiply', () => {
  it('divides colour by alpha, leaving transparent and opaque pixels alone', () => {
    // A blue at 10% alpha reads back premultiplied as (0, 0, 25, 26); opaque and empty pixels as they are.
    const pixels = new Uint8ClampedArray([0, 0, 25, 26, 10, 20, 30, 255, 0, 0, 0, 0, 64, 32, 16, 128]);
    expect([...unpremultiply(pixels)]).toEqual([
      0, 0, 245, 26, 10, 20, 30, 255, 0, 0, 0, 0, 128, 64, 32, 128,
    ]);
  });

  it('never exceeds 255 on rounding noise', () => {
    const pixels = new Uint8ClampedArray([255, 200, 3, 3]);
    expect([...unpremultiply(pixels)]).toEqual([255, 255, 255, 3]);
  });
});

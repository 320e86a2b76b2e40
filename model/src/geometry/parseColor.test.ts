import { parseColor } from './parseColor';

describe('parseColor', () => {
  it.each([
    ['#f00', 0xff0000, 1],
    ['#FF0000', 0xff0000, 1],
    ['#00ff0080', 0x00ff00, 128 / 255],
    ['#0f08', 0x00ff00, 0x88 / 255],
    ['rgb(1, 65, 227)', 0x0141e3, 1],
    ['rgba(1,65,227,0)', 0x0141e3, 0],
    ['rgba(255, 255, 255, 0.5)', 0xffffff, 0.5],
    ['rgb(10 20 30 / 25%)', 0x0a141e, 0.25],
    ['white', 0xffffff, 1],
    ['Grey', 0x808080, 1],
    ['transparent', 0, 0],
  ])('%s', (input, rgb, alpha) => {
    const c = parseColor(input);
    expect(c.rgb).toBe(rgb);
    expect(c.alpha).toBeCloseTo(alpha, 5);
  });

  it('falls back on anything else', () => {
    const fallback = { rgb: 0x123456, alpha: 1 };
    for (const bad of ['', 'nope', '#12', 'rgb(1,2)', '#ggg', undefined, null]) {
      expect(parseColor(bad, fallback)).toBe(fallback);
    }
  });
});

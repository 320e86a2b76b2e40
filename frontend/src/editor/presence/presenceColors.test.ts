import { SELECTION_COLOR } from '@mapa/engine';
import { PRESENCE_PALETTE, initials, presenceColor } from './presenceColors';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** Hue of `#rrggbb` in degrees. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? (g - b) / d : max === g ? 2 + (b - r) / d : 4 + (r - g) / d;
  return (h * 60 + 360) % 360;
}
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('presence colours', () => {
  it('gives a user the same colour every time, from the palette', () => {
    for (const user of ['a', 'b7Gx2kQ9', 'zzzzzzzzzzzzzzzz']) {
      expect(presenceColor(user)).toBe(presenceColor(user));
      expect(PRESENCE_PALETTE).toContain(presenceColor(user));
    }
  });

  it('spreads users over the whole palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => presenceColor(`user-${i}`)));
    expect(used.size).toBe(PRESENCE_PALETTE.length);
  });

  it('reads on a light and on a dark background, and under white initials', () => {
    for (const color of PRESENCE_PALETTE) {
      const l = luminance(color);
      expect(contrast(l, 1)).toBeGreaterThanOrEqual(3); // white top bar, white initials
      expect(contrast(l, luminance('#1a1b1e'))).toBeGreaterThanOrEqual(3); // dark theme
      expect(contrast(l, luminance('#f8f9fb'))).toBeGreaterThanOrEqual(3); // the canvas
    }
  });

  it("is never taken for the viewer's own (blue) selection, and colours are told apart", () => {
    const own = hue(`#${SELECTION_COLOR.toString(16).padStart(6, '0')}`);
    for (const color of PRESENCE_PALETTE) expect(hueDistance(hue(color), own)).toBeGreaterThanOrEqual(40);
    for (const a of PRESENCE_PALETTE)
      for (const b of PRESENCE_PALETTE)
        if (a !== b) expect(hueDistance(hue(a), hue(b))).toBeGreaterThanOrEqual(25);
  });

  it('takes initials from the first and last word', () => {
    expect(initials('Ana Souza')).toBe('AS');
    expect(initials('  bruno  ')).toBe('B');
    expect(initials('maria da silva')).toBe('MS');
    expect(initials('Élodie Ørsted')).toBe('ÉØ');
    expect(initials('')).toBe('?');
  });
});

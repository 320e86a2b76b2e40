import { PRESENCE_PALETTE, initials, presenceColor } from './presenceColors';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
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

  it('takes initials from the first and last word', () => {
    expect(initials('Ana Souza')).toBe('AS');
    expect(initials('  bruno  ')).toBe('B');
    expect(initials('maria da silva')).toBe('MS');
    expect(initials('Élodie Ørsted')).toBe('ÉØ');
    expect(initials('')).toBe('?');
  });
});

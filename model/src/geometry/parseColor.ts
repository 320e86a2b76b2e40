/** A parsed colour: `rgb` as 0xRRGGBB and `alpha` in [0, 1]. */
export interface ParsedColor {
  rgb: number;
  alpha: number;
}

const NAMED: Record<string, number> = {
  black: 0x000000,
  white: 0xffffff,
  red: 0xff0000,
  green: 0x008000,
  lime: 0x00ff00,
  blue: 0x0000ff,
  yellow: 0xffff00,
  orange: 0xffa500,
  purple: 0x800080,
  pink: 0xffc0cb,
  brown: 0xa52a2a,
  cyan: 0x00ffff,
  magenta: 0xff00ff,
  gray: 0x808080,
  grey: 0x808080,
  lightgray: 0xd3d3d3,
  lightgrey: 0xd3d3d3,
  darkgray: 0xa9a9a9,
  darkgrey: 0xa9a9a9,
  silver: 0xc0c0c0,
  navy: 0x000080,
  teal: 0x008080,
};

const cache = new Map<string, ParsedColor | null>();

function clampByte(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

function channel(part: string): number {
  const s = part.trim();
  return s.endsWith('%') ? clampByte((parseFloat(s) / 100) * 255) : clampByte(parseFloat(s));
}

function alphaOf(part: string | undefined): number {
  if (part === undefined) return 1;
  const s = part.trim();
  const v = s.endsWith('%') ? parseFloat(s) / 100 : parseFloat(s);
  return Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : 1;
}

function parseHex(hex: string): ParsedColor | null {
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  if (hex.length === 3 || hex.length === 4) {
    const full = [...hex].map((c) => c + c).join('');
    return parseHex(full);
  }
  if (hex.length === 6) return { rgb: parseInt(hex, 16), alpha: 1 };
  if (hex.length === 8)
    return { rgb: parseInt(hex.slice(0, 6), 16), alpha: parseInt(hex.slice(6), 16) / 255 };
  return null;
}

function parseUncached(input: string): ParsedColor | null {
  const s = input.trim().toLowerCase();
  if (s === 'transparent') return { rgb: 0, alpha: 0 };
  if (s.startsWith('#')) return parseHex(s.slice(1));
  const fn = /^rgba?\(([^)]*)\)$/.exec(s);
  if (fn) {
    // Both "r, g, b[, a]" and the modern "r g b [/ a]" syntaxes.
    const parts = fn[1].includes(',')
      ? fn[1].split(',')
      : fn[1].replace('/', ' ').split(/\s+/).filter(Boolean);
    if (parts.length < 3 || parts.length > 4) return null;
    const [r, g, b] = parts.slice(0, 3).map(channel);
    if ([r, g, b].some((v) => !Number.isFinite(v))) return null;
    return { rgb: (r << 16) | (g << 8) | b, alpha: alphaOf(parts[3]) };
  }
  if (s in NAMED) return { rgb: NAMED[s], alpha: 1 };
  return null;
}

/**
 * Parses a CSS colour string of the kinds maps carry: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`
 * and basic names. Returns `fallback` for anything else (never throws). Results are cached: maps reuse few colours.
 */
export function parseColor(
  input: string | null | undefined,
  fallback: ParsedColor = { rgb: 0, alpha: 1 },
): ParsedColor {
  if (!input) return fallback;
  let parsed = cache.get(input);
  if (parsed === undefined) {
    parsed = parseUncached(input);
    if (cache.size > 1000) cache.clear();
    cache.set(input, parsed);
  }
  return parsed ?? fallback;
}

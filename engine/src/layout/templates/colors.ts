/** The standard mind map's eight branch colours (spec §9). */
export const STANDARD_BRANCH_COLORS = [
  '#FF6B6B',
  '#4ECDC4',
  '#45B7D1',
  '#96CEB4',
  '#FECA57',
  '#FF9FF3',
  '#54A0FF',
  '#5F27CD',
] as const;

/** `hsl(h, s%, l%)` as `#rrggbb` (h in degrees, s and l in 0–1). */
export function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)].map((v) => hex2(v * 255)).join('')}`;
}

/** `#rrggbb` with an alpha, as the `rgba()` string maps store. */
export function withAlpha(hex: string, alpha: number): string {
  const v = parseInt(hex.slice(1, 7), 16);
  const a = Math.round(alpha * 1000) / 1000;
  return `rgba(${(v >> 16) & 255}, ${(v >> 8) & 255}, ${v & 255}, ${a})`;
}

/**
 * The horizontal tree's "random colour per branch" (spec §9), drawn from a hash of the branch's id: random across
 * branches, but stable across re-layouts, so adding a node does not repaint the whole map.
 */
export function branchColor(branchId: string): string {
  let hash = 2166136261;
  for (let i = 0; i < branchId.length; i++) hash = Math.imul(hash ^ branchId.charCodeAt(i), 16777619);
  const hue = (hash >>> 0) % 360;
  return hslToHex(hue, 0.65, 0.5);
}

function hex2(v: number): string {
  return Math.round(Math.max(0, Math.min(255, v)))
    .toString(16)
    .padStart(2, '0');
}

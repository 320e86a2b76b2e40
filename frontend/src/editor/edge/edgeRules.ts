import type { EdgeDirection } from '@mapa/model';

/** The direction toggle cycles one-way → two-way → none → one-way (spec §4.5). */
export function nextDirection(direction: EdgeDirection): EdgeDirection {
  return direction === 'one-way' ? 'two-way' : direction === 'two-way' ? 'none' : 'one-way';
}

/** What the direction toggle shows (spec §2.10). */
export const DIRECTION_SYMBOLS: Record<EdgeDirection, string> = { 'one-way': '→', 'two-way': '↔', none: '—' };

/** Edge width: an integer 1–10 (spec §5). */
export function clampEdgeWidth(value: number): number {
  return Math.min(10, Math.max(1, Math.round(value)));
}

/** Edge text size: 10–80 (spec §5). */
export function clampEdgeTextSize(value: number): number {
  return Math.min(80, Math.max(10, Math.round(value)));
}

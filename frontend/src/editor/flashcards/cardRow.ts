import { FLASHCARDS } from '@mapa/engine';
import type { Point } from '@mapa/model';

/** A card's size in graph units. */
export interface CardSize {
  width: number;
  height: number;
}

/** Spec §2.20: cards are 400×240, or 300×200 when the window is under 768 px wide. */
export function cardSize(windowWidth: number): CardSize {
  return windowWidth < FLASHCARDS.narrowWindow ? { ...FLASHCARDS.small } : { ...FLASHCARDS.large };
}

/** A new array with `items` in random order (Fisher–Yates); `random` returns numbers in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Card centres in one row, left to right in the order given, a gap between cards, the first at (0, 0). */
export function rowPositions(order: readonly string[], size: CardSize): Map<string, Point> {
  const positions = new Map<string, Point>();
  order.forEach((id, k) => positions.set(id, { x: k * (size.width + FLASHCARDS.gap), y: 0 }));
  return positions;
}

/**
 * The card order (spec §4.8 "ordered by x"): ids sorted by their x, the earlier-listed first on a tie, so
 * previous/next walk the row as it is seen, left to right.
 */
export function orderByX(positions: ReadonlyMap<string, Point>): string[] {
  return [...positions.entries()]
    .map(([id, p], k) => ({ id, x: p.x, k }))
    .sort((a, b) => a.x - b.x || a.k - b.k)
    .map((card) => card.id);
}

/** `index + delta`, stopping at the first and the last card (spec §4.8); -1 when there are no cards. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count === 0) return -1;
  return Math.min(count - 1, Math.max(0, index + delta));
}

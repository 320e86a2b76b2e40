import { buildForest } from '../graph/buildForest';
import type { LayoutTemplate, NodeStylePatch } from '../types';
import { anchorAt, anchorOf } from './layeredTree';

/** Flashcard sizes (spec §2.20, §9): 400×240, or 300×200 when the window is under 768 px wide. */
export const FLASHCARDS = {
  large: { width: 400, height: 240 },
  small: { width: 300, height: 200 },
  narrowWindow: 768,
  gap: 40,
} as const;

/** FlashCardsTemplate: every node becomes a card, in one row, root first and then breadth-first. */
export const flashCardsTemplate: LayoutTemplate = {
  name: 'FlashCardsTemplate',
  animationMs: [500, 800],
  layout(input) {
    const forest = buildForest(input, { includeUnreached: true });
    const narrow = (input.viewportWidth ?? Infinity) < FLASHCARDS.narrowWindow;
    const card = narrow ? FLASHCARDS.small : FLASHCARDS.large;
    const xy = new Float64Array(2 * forest.n);
    const nodeStyles: Record<string, NodeStylePatch> = {};
    forest.order.forEach((v, k) => {
      xy[2 * v] = k * (card.width + FLASHCARDS.gap);
      xy[2 * v + 1] = 0;
      nodeStyles[forest.ids[v]] = { dimensions: { ...card } };
    });
    if (forest.roots.length > 0) anchorAt(xy, forest.roots[0], anchorOf(input, forest.roots[0]));
    return { ids: forest.ids, xy, nodeStyles, edgeStyles: {}, warnings: forest.warnings, algorithm: 'row' };
  },
};

import { FLASHCARD_SIZES } from '@mapa/model';
import { buildForest } from '../graph/buildForest';
import type { LayoutTemplate } from '../types';
import { anchorAt, anchorOf } from './layeredTree';

/**
 * Flashcard sizes (spec §2.20, §9): 400×240, or 300×200 when the window is under 768 px wide (the model presents
 * the cards so, `FLASHCARD_SIZES`), and the gap between cards in a row.
 */
export const FLASHCARDS = { ...FLASHCARD_SIZES, gap: 40 } as const;

/**
 * FlashCardsTemplate: every node becomes a card, in one row, root first and then breadth-first. The cards are the
 * nodes as the template presents them (the request's sizes): nothing is written into the nodes but their centres.
 */
export const flashCardsTemplate: LayoutTemplate = {
  name: 'FlashCardsTemplate',
  animationMs: [500, 800],
  layout(input) {
    const forest = buildForest(input, { includeUnreached: true });
    const xy = new Float64Array(2 * forest.n);
    let x = 0;
    let previous = 0;
    forest.order.forEach((v, k) => {
      const width = input.nodes[v].width;
      if (k > 0) x += previous / 2 + FLASHCARDS.gap + width / 2;
      previous = width;
      xy[2 * v] = x;
      xy[2 * v + 1] = 0;
    });
    if (forest.roots.length > 0) anchorAt(xy, forest.roots[0], anchorOf(input, forest.roots[0]));
    return { ids: forest.ids, xy, nodePatches: {}, warnings: forest.warnings, algorithm: 'row' };
  },
};

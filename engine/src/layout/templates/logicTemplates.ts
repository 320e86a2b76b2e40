import type { LayoutTemplate } from '../types';
import { layered, layeredResult } from './treeTemplates';

/** The logic chart's spacing: children stacked `siblingGap` apart, levels `levelGap` apart (room for the elbows). */
export const LOGIC_CHART = { siblingGap: 14, levelGap: 60 } as const;
/** The brace map's spacing: parts stacked close, `levelGap` between a whole and its parts for the brace. */
export const BRACE_MAP = { siblingGap: 8, levelGap: 70 } as const;

/**
 * LogicChartTemplate: a tree growing to the right, each parent's children stacked in a column beside it, joined by
 * right-angled branches (the model's presentation draws them taxi). Graphs with cross links go through ELK, as the
 * other layered templates.
 */
export const logicChartTemplate: LayoutTemplate = {
  name: 'LogicChartTemplate',
  portugueseName: 'Diagrama lógico',
  animationMs: [400, 800],
  async layout(input) {
    const { xy, forest, algorithm } = await layered(input, { direction: 'LR', ...gaps(LOGIC_CHART) });
    return layeredResult(forest, xy, algorithm);
  },
};

/**
 * BraceMapTemplate: a whole at the left and its parts stacked close to its right, each group of parts held by a
 * brace (its branches drawn as 'brace' curves that run together from the whole and part near the parts).
 */
export const braceMapTemplate: LayoutTemplate = {
  name: 'BraceMapTemplate',
  portugueseName: 'Mapa de chaves',
  animationMs: [400, 800],
  async layout(input) {
    const { xy, forest, algorithm } = await layered(input, { direction: 'LR', ...gaps(BRACE_MAP) });
    return layeredResult(forest, xy, algorithm);
  },
};

function gaps(spacing: { siblingGap: number; levelGap: number }) {
  return { nodeGap: spacing.siblingGap, levelGap: spacing.levelGap };
}

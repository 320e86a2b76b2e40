import { buildForest, type Forest } from '../graph/buildForest';
import { ELK_MAX_NODES, elkLayered } from '../elk/elkLayered';
import type { LayoutInput, LayoutResult, LayoutTemplate } from '../types';
import { anchorAt, anchorOf, layeredTree, type BoxOf, type TreeDirection } from './layeredTree';

/** Gap between neighbouring nodes at spacing 1, in graph units; a template's `spacing` multiplies it. */
export const NODE_GAP = 20;
/** Gap between levels at spacing 1 when a template gives no rank separation. */
export const RANK_GAP = 40;

/** BaseTemplate: top-down, spacing 3 (spec §9). */
export const BASE_SPACING = 3;
/** 'Tree TD': spacing 1.5, padding 30, animation 800–1000 ms. */
export const TREE_TD = { spacing: 1.5, padding: 30 } as const;
/** 'Tree LR': rank separation 300, spacing 1.3 (its branch colours are the theme's, issue 34). */
export const TREE_LR = { rankSeparation: 300, spacing: 1.3 } as const;
/**
 * OrganogramTemplate: top-bottom, rank separation 120, spacing 1.7; its nodes are presented 80×80 with labels
 * below (the model's template presentation), and a band below each is kept for the label.
 */
export const ORGANOGRAM = { rankSeparation: 120, spacing: 1.7, labelBand: 40 } as const;

export interface TreeSpec {
  direction: Exclude<TreeDirection, 'RL'>;
  nodeGap: number;
  levelGap: number;
  boxOf?: (input: LayoutInput) => BoxOf;
}

/**
 * A layered layout: the linear-time tidy tree when the map is a forest, or too big for ELK; ELK layered with
 * Brandes–Köpf when cross links make it a graph of at most {@link ELK_MAX_NODES} nodes.
 */
export async function layered(
  input: LayoutInput,
  spec: TreeSpec,
): Promise<{ xy: Float64Array; forest: Forest; algorithm: LayoutResult['algorithm'] }> {
  const forest = buildForest(input, { includeUnreached: true });
  const boxOf: BoxOf =
    spec.boxOf?.(input) ?? ((i) => ({ width: input.nodes[i].width, height: input.nodes[i].height }));
  if (forest.extraEdges > 0 && forest.n <= ELK_MAX_NODES) {
    const direction = spec.direction === 'TD' ? 'DOWN' : 'RIGHT';
    const xy = await elkLayered(input, direction, { nodeGap: spec.nodeGap, layerGap: spec.levelGap }, boxOf);
    if (forest.roots.length > 0) anchorAt(xy, forest.roots[0], anchorOf(input, forest.roots[0]));
    return { xy, forest, algorithm: 'elk-layered' };
  }
  const spacing = { siblingGap: spec.nodeGap, subtreeGap: spec.nodeGap * 1.5, levelGap: spec.levelGap };
  return { xy: layeredTree(input, forest, spec.direction, spacing, boxOf), forest, algorithm: 'tidy-tree' };
}

export function layeredResult(
  forest: Forest,
  xy: Float64Array,
  algorithm: LayoutResult['algorithm'],
): LayoutResult {
  return { ids: forest.ids, xy, nodePatches: {}, warnings: forest.warnings, algorithm };
}

/** BaseTemplate: a top-down tree, spacing 3. */
export const baseTemplate: LayoutTemplate = {
  name: 'BaseTemplate',
  animationMs: [500, 800],
  async layout(input) {
    const gap = { nodeGap: NODE_GAP * BASE_SPACING, levelGap: RANK_GAP * BASE_SPACING };
    const { xy, forest, algorithm } = await layered(input, { direction: 'TD', ...gap });
    return layeredResult(forest, xy, algorithm);
  },
};

/** 'Tree TD' (Árvore Vertical): a vertical tree, spacing 1.5. */
export const treeTDTemplate: LayoutTemplate = {
  name: 'Tree TD',
  portugueseName: 'Árvore Vertical',
  animationMs: [800, 1000],
  async layout(input) {
    const gap = { nodeGap: NODE_GAP * TREE_TD.spacing, levelGap: RANK_GAP * TREE_TD.spacing };
    const { xy, forest, algorithm } = await layered(input, { direction: 'TD', ...gap });
    return layeredResult(forest, xy, algorithm);
  },
};

/** 'Tree LR': a horizontal tree, rank separation 300 (the theme colours its branches). */
export const treeLRTemplate: LayoutTemplate = {
  name: 'Tree LR',
  animationMs: [300, 800],
  async layout(input) {
    const { xy, forest, algorithm } = await layered(input, {
      direction: 'LR',
      nodeGap: NODE_GAP * TREE_LR.spacing,
      levelGap: TREE_LR.rankSeparation,
    });
    return layeredResult(forest, xy, algorithm);
  },
};

/**
 * OrganogramTemplate (Organograma): top-bottom, the nodes as presented (80×80, square connectors) with room for
 * their labels below.
 */
export const organogramTemplate: LayoutTemplate = {
  name: 'OrganogramTemplate',
  portugueseName: 'Organograma',
  animationMs: [400, 400],
  async layout(input) {
    // The label sits below the node: reserve its width (estimated from its length) and a band for it.
    const boxOf =
      (inp: LayoutInput): BoxOf =>
      (i) => {
        const node = inp.nodes[i];
        return {
          width: Math.max(node.width, Math.min(240, node.label.length * 12)),
          height: node.height + ORGANOGRAM.labelBand,
        };
      };
    const { xy, forest, algorithm } = await layered(input, {
      direction: 'TD',
      nodeGap: NODE_GAP * ORGANOGRAM.spacing,
      levelGap: ORGANOGRAM.rankSeparation,
      boxOf,
    });
    return layeredResult(forest, xy, algorithm);
  },
};

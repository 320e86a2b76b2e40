import { buildForest, type Forest } from '../graph/buildForest';
import type { LayoutInput, LayoutTemplate } from '../types';
import { anchorOf } from './layeredTree';
import { gridBelow } from './gridBelow';
import { childrenOf } from './subtreeBlocks';

/**
 * The tree table's spacing: the columns `columnGap` apart and `headerGap` below the root, the rows of a column
 * `rowGap` apart, each level below a column's head indented by `indent`.
 */
export const TREE_TABLE = { columnGap: 40, headerGap: 60, rowGap: 12, indent: 36 } as const;

/**
 * One column: the main topic `head` and its descendants in outline order (depth first, children in edge order),
 * each row's left side indented by its depth below the head; returns the rows and the column's width.
 */
function column(input: LayoutInput, forest: Forest, head: number): { rows: number[]; width: number } {
  const rows: number[] = [];
  const stack = [head];
  let width = 0;
  const base = forest.depth[head];
  while (stack.length > 0) {
    const v = stack.pop()!;
    rows.push(v);
    width = Math.max(width, (forest.depth[v] - base) * TREE_TABLE.indent + input.nodes[v].width);
    const kids = childrenOf(forest, v);
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]);
  }
  return { rows, width };
}

/**
 * TreeTableTemplate: the root on top, its children (the main topics) the heads of columns side by side below it,
 * the whole row of columns centred under the root; each column lists its head's descendants as rows in outline
 * order, indented by depth (drawn as 'indent' branches, see `BranchAxis`). Nodes the root does not reach go into
 * a grid below.
 */
export const treeTableTemplate: LayoutTemplate = {
  name: 'TreeTableTemplate',
  portugueseName: 'Tabela em árvore',
  animationMs: [400, 800],
  fitPadding: 60,
  layout(input) {
    const forest = buildForest(input, { includeUnreached: false });
    const xy = new Float64Array(2 * forest.n).fill(NaN);
    if (forest.roots.length > 0) {
      const root = forest.roots[0];
      const at = anchorOf(input, root);
      xy[2 * root] = at.x;
      xy[2 * root + 1] = at.y;
      const columns = Array.from(childrenOf(forest, root), (head) => column(input, forest, head));
      const total =
        columns.reduce((sum, c) => sum + c.width, 0) + TREE_TABLE.columnGap * Math.max(0, columns.length - 1);
      const top = at.y + input.nodes[root].height / 2 + TREE_TABLE.headerGap;
      let left = at.x - total / 2;
      for (const { rows, width } of columns) {
        const base = forest.depth[rows[0]];
        let y = top;
        for (const v of rows) {
          const { width: w, height: h } = input.nodes[v];
          xy[2 * v] = left + (forest.depth[v] - base) * TREE_TABLE.indent + w / 2;
          xy[2 * v + 1] = y + h / 2;
          y += h + TREE_TABLE.rowGap;
        }
        left += width + TREE_TABLE.columnGap;
      }
    }
    let cell = 0;
    for (const v of forest.unreached) cell = Math.max(cell, input.nodes[v].width, input.nodes[v].height);
    gridBelow(xy, forest.unreached, cell + TREE_TABLE.columnGap, (i) => input.nodes[i]);
    return { ids: forest.ids, xy, nodePatches: {}, warnings: forest.warnings, algorithm: 'table' };
  },
};

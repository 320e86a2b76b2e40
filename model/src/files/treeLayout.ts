import type { Point } from '../schema/enums';
import type { OutlineNode } from './outline';

/** Spacing of the import layout: a column per level, a row per leaf (node centres). */
export const TREE_LAYOUT = { columnWidth: 350, rowHeight: 130, treeGap: 260 } as const;

/**
 * A left-to-right tree layout for imported outlines: each level a column, leaves stacked in rows, a parent centred
 * on its children; first-level branches marked `side: 'left'` go to the left of the root. Trees are stacked
 * top to bottom. Linear in the number of nodes and iterative (no recursion), so deep files are safe.
 */
export function layoutOutline(roots: OutlineNode[]): Map<OutlineNode, Point> {
  const positions = new Map<OutlineNode, Point>();
  let top = 0;
  for (const root of roots) {
    const right = root.children.filter((c) => c.side !== 'left');
    const left = root.children.filter((c) => c.side === 'left');
    const r = placeForest(right, 1, top, positions);
    const l = placeForest(left, -1, top, positions);
    const bottom = Math.max(r.bottom, l.bottom, top + TREE_LAYOUT.rowHeight);
    const centres = [r.centre, l.centre].filter((c): c is number => c !== null);
    positions.set(root, { x: 0, y: centres.length ? centres.reduce((a, b) => a + b) / centres.length : top });
    top = bottom + TREE_LAYOUT.treeGap;
  }
  return positions;
}

/** Places subtrees below `top` in direction `dir`; returns the bottom reached and the centre of their roots. */
function placeForest(
  forest: OutlineNode[],
  dir: 1 | -1,
  top: number,
  positions: Map<OutlineNode, Point>,
): { bottom: number; centre: number | null } {
  let next = top;
  // Post-order without recursion: a node is placed after all its children.
  const stack: [OutlineNode, number, boolean][] = forest
    .map((n) => [n, 1, false] as [OutlineNode, number, boolean])
    .reverse();
  while (stack.length) {
    const [node, depth, done] = stack.pop()!;
    if (!done && node.children.length) {
      stack.push([node, depth, true]);
      for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1, false]);
      continue;
    }
    const x = dir * depth * TREE_LAYOUT.columnWidth;
    if (!node.children.length) {
      positions.set(node, { x, y: next });
      next += TREE_LAYOUT.rowHeight;
    } else {
      const first = positions.get(node.children[0])!.y;
      const last = positions.get(node.children[node.children.length - 1])!.y;
      positions.set(node, { x, y: (first + last) / 2 });
    }
  }
  if (!forest.length) return { bottom: top, centre: null };
  const first = positions.get(forest[0])!.y;
  const last = positions.get(forest[forest.length - 1])!.y;
  return { bottom: next - TREE_LAYOUT.rowHeight, centre: (first + last) / 2 };
}

import type { Forest } from './buildForest';

/**
 * The part of `forest` whose nodes pass `keep` (a kept node's parent must be kept too), with fresh child lists:
 * the standard mind map lays out each side of the root as its own tree. Linear in the forest's size.
 */
export function subForest(forest: Forest, keep: (v: number) => boolean): Forest {
  const { n } = forest;
  const childCount = new Int32Array(n);
  const order: number[] = [];
  for (const v of forest.order) {
    if (!keep(v)) continue;
    order.push(v);
    if (forest.parent[v] !== -1) childCount[forest.parent[v]]++;
  }
  const childStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) childStart[i + 1] = childStart[i] + childCount[i];
  const fill = childStart.slice(0, n);
  const children = new Int32Array(childStart[n]);
  for (const v of order) if (forest.parent[v] !== -1) children[fill[forest.parent[v]]++] = v;
  return {
    ...forest,
    roots: forest.roots.filter(keep),
    childStart,
    children,
    order: Int32Array.from(order),
  };
}

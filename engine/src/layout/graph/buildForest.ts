import type { LayoutInput } from '../types';

/**
 * The spanning forest a layout walks: index-based arrays (no object per node), children in edge order, built in
 * time linear in nodes + edges. Tree 0 grows from the map's root; with `includeUnreached`, every other node with no
 * incoming edge, then every node still unreached (those inside cycles), roots a further tree.
 */
export interface Forest {
  /** Node count of the input. */
  n: number;
  ids: string[];
  index: Map<string, number>;
  /** Roots of the trees, the map's root first. */
  roots: number[];
  /** Parent index, -1 for roots and unreached nodes. */
  parent: Int32Array;
  /** Depth below its tree's root, -1 when unreached. */
  depth: Int32Array;
  /** Children of node i are `children[childStart[i] .. childStart[i + 1])`. */
  childStart: Int32Array;
  children: Int32Array;
  /** Reached nodes in breadth-first order (parents before children). */
  order: Int32Array;
  /** Nodes not placed in any tree (only without `includeUnreached`, or beyond `maxDepth`). */
  unreached: number[];
  /** Edges left out of the trees (cross links, back links, self-loops). */
  extraEdges: number;
  warnings: string[];
}

export interface ForestOptions {
  /** Grow trees from unreached nodes too (tree templates); else they are left in `unreached` (radial). */
  includeUnreached: boolean;
  /** Children below this depth are not expanded (they stay unreached); warns 'Max depth N reached'. */
  maxDepth?: number;
}

/** The root of spec §4.1: `rootId` when it exists, else the first node with no incoming edge, else the first. */
export function findRoot(input: LayoutInput): string | null {
  if (input.nodes.length === 0) return null;
  if (input.rootId && input.nodes.some((n) => n.id === input.rootId)) return input.rootId;
  const targets = new Set<string>();
  for (const e of input.edges) if (e.source !== e.target) targets.add(e.target);
  return (input.nodes.find((n) => !targets.has(n.id)) ?? input.nodes[0]).id;
}

/** Builds the spanning forest of `input` (see {@link Forest}). */
export function buildForest(input: LayoutInput, options: ForestOptions): Forest {
  const n = input.nodes.length;
  const ids = input.nodes.map((node) => node.id);
  const index = new Map<string, number>();
  ids.forEach((id, i) => index.set(id, i));
  const warnings: string[] = [];
  const out = outgoingLists(input, index, n);
  const parent = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n).fill(-1);
  const childCount = new Int32Array(n);
  const order = new Int32Array(n);
  const roots: number[] = [];
  const unreached: number[] = [];
  let reached = 0;
  let extraEdges = 0;
  let cycleWarned = false;
  let depthWarned = false;

  const grow = (root: number): void => {
    roots.push(root);
    depth[root] = 0;
    let head = reached;
    order[reached++] = root;
    while (head < reached) {
      const u = order[head++];
      if (options.maxDepth !== undefined && depth[u] >= options.maxDepth) {
        if (out.start[u] < out.start[u + 1] && !depthWarned) {
          warnings.push(`Max depth ${options.maxDepth} reached`);
          depthWarned = true;
        }
        continue;
      }
      for (let k = out.start[u]; k < out.start[u + 1]; k++) {
        const v = out.targets[k];
        if (depth[v] !== -1 || v === root) {
          extraEdges++;
          if (!cycleWarned && isAncestor(v, u, parent)) {
            warnings.push('Cycle detected');
            cycleWarned = true;
          }
          continue;
        }
        parent[v] = u;
        depth[v] = depth[u] + 1;
        childCount[u]++;
        order[reached++] = v;
      }
    }
  };

  const rootId = findRoot(input);
  if (rootId === null) warnings.push('Root node not found.');
  else grow(index.get(rootId)!);
  if (options.includeUnreached) {
    for (let i = 0; i < n; i++) if (depth[i] === -1 && out.indegree[i] === 0) grow(i);
    for (let i = 0; i < n; i++) if (depth[i] === -1) grow(i);
  } else {
    for (let i = 0; i < n; i++) if (depth[i] === -1) unreached.push(i);
  }

  const childStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) childStart[i + 1] = childStart[i] + childCount[i];
  const fill = childStart.slice(0, n);
  const children = new Int32Array(childStart[n]);
  // Breadth-first order lists each parent's children in edge order.
  for (let k = 0; k < reached; k++) {
    const v = order[k];
    if (parent[v] !== -1) children[fill[parent[v]]++] = v;
  }
  return {
    n,
    ids,
    index,
    roots,
    parent,
    depth,
    childStart,
    children,
    order: order.subarray(0, reached),
    unreached,
    extraEdges,
    warnings,
  };
}

/** Outgoing adjacency in compressed rows, in edge order, plus in-degrees. Self-loops are dropped. */
function outgoingLists(input: LayoutInput, index: Map<string, number>, n: number) {
  const start = new Int32Array(n + 1);
  const indegree = new Int32Array(n);
  const pairs: number[] = [];
  for (const e of input.edges) {
    const s = index.get(e.source);
    const t = index.get(e.target);
    if (s === undefined || t === undefined || s === t) continue;
    pairs.push(s, t);
    start[s + 1]++;
    indegree[t]++;
  }
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const targets = new Int32Array(pairs.length / 2);
  for (let k = 0; k < pairs.length; k += 2) targets[fill[pairs[k]]++] = pairs[k + 1];
  return { start, targets, indegree };
}

/** True when `a` is `b` or an ancestor of `b` in the forest built so far. */
function isAncestor(a: number, b: number, parent: Int32Array): boolean {
  for (let v = b, steps = 0; v !== -1 && steps < 10_000; v = parent[v], steps++) if (v === a) return true;
  return false;
}

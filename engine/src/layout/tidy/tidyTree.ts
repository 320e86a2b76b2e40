import type { Forest } from '../graph/buildForest';

/** Spacing of a tidy tree, in graph units. */
export interface TidyOptions {
  /** Gap between neighbouring siblings along the breadth axis. */
  siblingGap: number;
  /** Gap between neighbouring nodes of different parents (and between trees of the forest). */
  subtreeGap: number;
  /** Gap between the bands of two levels along the depth axis. */
  levelGap: number;
  /** Minimum centre-to-centre distance between levels (the standard mind map's 420 px per level). */
  levelStep?: number;
}

/** Centres along the breadth axis and the depth axis, indexed like the forest's nodes (NaN when unreached). */
export interface TidyPlacement {
  breadth: Float64Array;
  depth: Float64Array;
}

/**
 * A layered tidy tree in linear time: Walker's algorithm as made linear by Buchheim, Jünger and Leipert (threads
 * along the contours, shifts applied lazily), extended to nodes of any breadth: neighbours on one level keep
 * `(sizeA + sizeB) / 2 + gap` between centres. Every level is a band as deep as its deepest node, so nodes never
 * overlap. Iterative throughout: a 100k-deep chain does not overflow the stack.
 *
 * `breadthSize` is the size across the tree (width for top-down), `depthSize` the size along it.
 */
export function tidyTree(
  forest: Forest,
  breadthSize: Float64Array,
  depthSize: Float64Array,
  options: TidyOptions,
): TidyPlacement {
  const { n } = forest;
  const v0 = n; // a virtual root above the forest's roots, of size 0
  const size = new Float64Array(n + 1);
  size.set(breadthSize.subarray(0, n));
  const parent = new Int32Array(n + 1);
  parent.set(forest.parent);
  parent[v0] = -1;
  for (const r of forest.roots) parent[r] = v0;
  const first = new Int32Array(n + 1).fill(-1);
  const last = new Int32Array(n + 1).fill(-1);
  const leftSibling = new Int32Array(n + 1).fill(-1);
  const number = new Int32Array(n + 1);
  const link = (p: number, kids: ArrayLike<number>, from: number, to: number): void => {
    for (let k = from; k < to; k++) {
      const c = kids[k];
      number[c] = k - from;
      leftSibling[c] = k > from ? kids[k - 1] : -1;
    }
    if (to > from) {
      first[p] = kids[from];
      last[p] = kids[to - 1];
    }
  };
  for (let i = 0; i < n; i++) link(i, forest.children, forest.childStart[i], forest.childStart[i + 1]);
  link(v0, forest.roots, 0, forest.roots.length);

  const prelim = new Float64Array(n + 1);
  const mod = new Float64Array(n + 1);
  const shift = new Float64Array(n + 1);
  const change = new Float64Array(n + 1);
  const midpoint = new Float64Array(n + 1);
  const thread = new Int32Array(n + 1).fill(-1);
  const ancestor = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) ancestor[i] = i;

  const distance = (a: number, b: number): number =>
    (size[a] + size[b]) / 2 + (parent[a] === parent[b] ? options.siblingGap : options.subtreeGap);
  const nextLeft = (v: number): number => (first[v] !== -1 ? first[v] : thread[v]);
  const nextRight = (v: number): number => (last[v] !== -1 ? last[v] : thread[v]);

  const moveSubtree = (wm: number, wp: number, amount: number): void => {
    const subtrees = number[wp] - number[wm];
    change[wp] -= amount / subtrees;
    shift[wp] += amount;
    change[wm] += amount / subtrees;
    prelim[wp] += amount;
    mod[wp] += amount;
  };

  const apportion = (v: number, defaultAncestor: number): number => {
    const w = leftSibling[v];
    if (w === -1) return defaultAncestor;
    let vip = v;
    let vop = v;
    let vim = w;
    let vom = first[parent[v]];
    let sip = mod[vip];
    let sop = mod[vop];
    let sim = mod[vim];
    let som = mod[vom];
    while (nextRight(vim) !== -1 && nextLeft(vip) !== -1) {
      vim = nextRight(vim);
      vip = nextLeft(vip);
      vom = nextLeft(vom);
      vop = nextRight(vop);
      ancestor[vop] = v;
      const s = prelim[vim] + sim - (prelim[vip] + sip) + distance(vim, vip);
      if (s > 0) {
        const a = parent[ancestor[vim]] === parent[v] ? ancestor[vim] : defaultAncestor;
        moveSubtree(a, v, s);
        sip += s;
        sop += s;
      }
      sim += mod[vim];
      sip += mod[vip];
      som += mod[vom];
      sop += mod[vop];
    }
    if (nextRight(vim) !== -1 && nextRight(vop) === -1) {
      thread[vop] = nextRight(vim);
      mod[vop] += sim - sop;
    }
    if (nextLeft(vip) !== -1 && nextLeft(vom) === -1) {
      thread[vom] = nextLeft(vip);
      mod[vom] += sip - som;
      return v;
    }
    return defaultAncestor;
  };

  /** Places `w` right of its left sibling (its own subtree is already laid out). */
  const place = (w: number): void => {
    const left = leftSibling[w];
    if (first[w] === -1) prelim[w] = left === -1 ? 0 : prelim[left] + distance(left, w);
    else if (left === -1) prelim[w] = midpoint[w];
    else {
      prelim[w] = prelim[left] + distance(left, w);
      mod[w] = prelim[w] - midpoint[w];
    }
  };

  // First walk, bottom-up: every node once its children are done.
  for (const v of postOrder(v0, last, leftSibling)) {
    if (first[v] === -1) continue;
    let defaultAncestor = first[v];
    for (let w = first[v]; w !== -1; w = w === last[v] ? -1 : nextSiblingOf(w)) {
      place(w);
      defaultAncestor = apportion(w, defaultAncestor);
    }
    // Execute the lazily recorded shifts, right to left.
    let s = 0;
    let c = 0;
    for (let w = last[v]; w !== -1; w = leftSibling[w]) {
      prelim[w] += s;
      mod[w] += s;
      c += change[w];
      s += shift[w] + c;
    }
    midpoint[v] = (prelim[first[v]] + prelim[last[v]]) / 2;
  }
  place(v0);

  // Second walk, top-down: absolute breadth from the accumulated modifiers.
  const breadth = new Float64Array(n).fill(NaN);
  const stackNode: number[] = [v0];
  const stackMod: number[] = [0];
  while (stackNode.length > 0) {
    const v = stackNode.pop()!;
    const m = stackMod.pop()!;
    if (v !== v0) breadth[v] = prelim[v] + m;
    for (let w = first[v]; w !== -1; w = w === last[v] ? -1 : nextSiblingOf(w)) {
      stackNode.push(w);
      stackMod.push(m + mod[v]);
    }
  }
  return { breadth, depth: levelCentres(forest, depthSize, options) };

  function nextSiblingOf(w: number): number {
    const p = parent[w];
    if (p === v0) return forest.roots[number[w] + 1];
    return forest.children[forest.childStart[p] + number[w] + 1];
  }
}

/** Children before parents, without recursion. */
function postOrder(root: number, last: Int32Array, leftSibling: Int32Array): number[] {
  const out: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    out.push(v);
    // Pushed right to left so they are visited left to right; reversed below.
    for (let w = last[v]; w !== -1; w = leftSibling[w]) stack.push(w);
  }
  return out.reverse();
}

/** Centre of each node along the depth axis: levels are bands as deep as their deepest node. */
function levelCentres(forest: Forest, depthSize: Float64Array, options: TidyOptions): Float64Array {
  let levels = 0;
  for (const v of forest.order) levels = Math.max(levels, forest.depth[v] + 1);
  const band = new Float64Array(levels);
  for (const v of forest.order) band[forest.depth[v]] = Math.max(band[forest.depth[v]], depthSize[v]);
  const centre = new Float64Array(levels);
  for (let d = 1; d < levels; d++) {
    const apart = (band[d - 1] + band[d]) / 2 + options.levelGap;
    centre[d] = centre[d - 1] + Math.max(apart, options.levelStep ?? 0);
  }
  const out = new Float64Array(forest.n).fill(NaN);
  for (const v of forest.order) out[v] = centre[forest.depth[v]];
  return out;
}

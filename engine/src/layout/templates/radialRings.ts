import type { Forest } from '../graph/buildForest';

/** What {@link placeOnRings} needs to know of the radial template's geometry. */
export interface RingRules {
  /** Radius of the first ring (depth 1). */
  baseRadius: number;
  /** Least distance between consecutive rings. */
  levelSpacing: number;
  /** Side of the square node box at `depth`. */
  sizeAt(depth: number): number;
  /** Room kept between neighbours on a ring. */
  gap: number;
}

/** Ring radius per depth and angle per node (radians; NaN for nodes not in the tree). */
export interface RingPlacement {
  radius: Float64Array;
  angle: Float64Array;
}

/**
 * Children never stray further than this share of the tangent limit from their parent, so the condition below holds
 * strictly despite rounding.
 */
const TANGENT_MARGIN = 0.98;
/** Growth passes per ring before giving up on a ring (each pass scales the radius by what the tightest pair lacks). */
const MAX_PASSES = 64;

/**
 * Places the tree of `forest.roots[0]` on concentric rings around the origin, every subtree in its own angular
 * sector, so straight parent–child edges never cross and no two boxes overlap (Eades' radial drawing of free trees):
 * - each node's sector is split among its children in child order, in proportion to the angle each subtree asks for
 *   (its widest level's nodes side by side on the starting rings);
 * - the children of a node at depth d stay within `acos(r_d / r_{d+1})` of its angle, i.e. beyond the tangent to
 *   ring d at the node, so an edge between rings d and d+1 stays in that annulus and inside its parent's sector:
 *   edges of different annuli meet only at shared nodes, edges of one annulus lie in disjoint sectors;
 * - a ring starts at `baseRadius + levelSpacing·(d−1)` (or further, when the previous ring grew, or when two square
 *   boxes on the same diagonal of neighbouring rings would touch) and grows until every pair of neighbours on it is
 *   a box diagonal plus `gap` apart.
 * Linear time per growth pass; a ring rarely needs more than a few passes.
 */
export function placeOnRings(forest: Forest, rules: RingRules): RingPlacement {
  const { n, order, depth, children, childStart } = forest;
  const angle = new Float64Array(n).fill(NaN);
  if (order.length === 0) return { radius: new Float64Array(0), angle };
  const levelStart = [0];
  for (let k = 1; k < order.length; k++) if (depth[order[k]] !== depth[order[k - 1]]) levelStart.push(k);
  levelStart.push(order.length);
  const levels = levelStart.length - 1;
  const radius = new Float64Array(levels);
  for (let d = 1; d < levels; d++) radius[d] = startRadius(d, radius[d - 1], rules);
  const demand = angularDemand(forest, radius, rules);
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  const root = order[0];
  lo[root] = 0;
  hi[root] = 2 * Math.PI;
  angle[root] = 0;

  const placeLevel = (d: number): void => {
    const reach = d === 1 ? Infinity : TANGENT_MARGIN * Math.acos(radius[d - 1] / radius[d]);
    for (let k = levelStart[d - 1]; k < levelStart[d]; k++) {
      const p = order[k];
      if (childStart[p] === childStart[p + 1]) continue;
      const from = Math.max(lo[p], angle[p] - reach);
      const span = Math.min(hi[p], angle[p] + reach) - from;
      let total = 0;
      for (let j = childStart[p]; j < childStart[p + 1]; j++) total += demand[children[j]];
      let at = from;
      for (let j = childStart[p]; j < childStart[p + 1]; j++) {
        const c = children[j];
        lo[c] = at;
        at += (span * demand[c]) / total;
        hi[c] = at;
        angle[c] = (lo[c] + hi[c]) / 2;
      }
    }
  };

  for (let d = 1; d < levels; d++) {
    radius[d] = Math.max(radius[d], startRadius(d, radius[d - 1], rules));
    const needed = neighbourDistance(d, rules);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      placeLevel(d);
      const shortfall = needed / tightestChord(order, levelStart[d], levelStart[d + 1], angle, radius[d]);
      if (shortfall <= 1) break;
      radius[d] *= shortfall * 1.0001;
    }
  }
  return { radius, angle };
}

/**
 * Where ring `d` starts: the spec's `baseRadius + levelSpacing·(d−1)`, at least `levelSpacing` beyond the previous
 * ring, and far enough that boxes of both rings on the same diagonal do not touch (√2 × their half sides).
 */
function startRadius(d: number, previous: number, rules: RingRules): number {
  const spec = rules.baseRadius + rules.levelSpacing * (d - 1);
  if (d === 1) return spec;
  const diagonal = (Math.SQRT2 * (rules.sizeAt(d - 1) + rules.sizeAt(d))) / 2;
  return Math.max(spec, previous + Math.max(rules.levelSpacing, diagonal));
}

/** Distance neighbours on ring `d` keep: the box's diagonal plus the gap. */
function neighbourDistance(d: number, rules: RingRules): number {
  return Math.SQRT2 * rules.sizeAt(d) + rules.gap;
}

/**
 * The angle each subtree asks for on the starting rings: the most its own node or its children together need.
 * Splitting a sector by it, rather than by leaf count, keeps a small branch next to a big one from being squeezed
 * (which would push the whole ring outwards).
 */
function angularDemand(forest: Forest, radius: Float64Array, rules: RingRules): Float64Array {
  const { n, order, parent, depth } = forest;
  const own = Array.from(radius, (r, d) =>
    d === 0 ? 0 : 2 * Math.asin(Math.min(1, neighbourDistance(d, rules) / (2 * r))),
  );
  const below = new Float64Array(n);
  const demand = new Float64Array(n);
  for (let k = order.length - 1; k >= 0; k--) {
    const v = order[k];
    demand[v] = Math.max(own[depth[v]], below[v]);
    if (parent[v] !== -1) below[parent[v]] += demand[v];
  }
  return demand;
}

/**
 * The shortest chord between angular neighbours among `order[from..to)` on a ring of `radius` (they are in angular
 * order: breadth-first order visits sectors left to right), the wrap-around pair included.
 */
function tightestChord(
  order: Int32Array,
  from: number,
  to: number,
  angle: Float64Array,
  radius: number,
): number {
  if (to - from < 2) return Infinity;
  let least = angle[order[from]] + 2 * Math.PI - angle[order[to - 1]];
  for (let k = from + 1; k < to; k++) least = Math.min(least, angle[order[k]] - angle[order[k - 1]]);
  return 2 * radius * Math.sin(Math.min(least, Math.PI) / 2);
}

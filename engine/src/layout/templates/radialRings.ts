import type { Forest } from '../graph/buildForest';
import { STAGGER_MIN_LEAVES, dealToRings, staggerBand } from './radialStagger';

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

/**
 * Where the tree's nodes go: per depth the radius of its innermost ring and how many staggered rings its band has;
 * per node its angle (radians) and its distance from the centre (NaN for nodes not in the tree).
 */
export interface RingPlacement {
  radius: Float64Array;
  rings: Int32Array;
  angle: Float64Array;
  distance: Float64Array;
}

/**
 * Children never stray further than this share of the tangent limit from their parent, so the condition below holds
 * strictly despite rounding.
 */
const TANGENT_MARGIN = 0.98;
/** Where in its slot a leaf of a staggered band sits, by ring: spread by the golden ratio, never at the edges. */
const RING_PHASE = Array.from({ length: 16 }, (_, q) => 0.2 + 0.6 * ((0.5 + q * 0.618034) % 1));
/** Growth passes per ring before giving up on a ring (each pass moves the band out to what its tightest pair lacks). */
const MAX_PASSES = 64;
/** A depth whose parents' sectors cover less than 1/CROWDED of the circle is laid again by its crowding. */
const CROWDED = 1.5;

/**
 * Places the tree of `forest.roots[0]` around the origin, every subtree in its own angular sector, so straight
 * parent–child edges never cross and no two boxes overlap (Eades' radial drawing of free trees):
 * - each node's sector is split among its children in child order, in proportion to the angle each subtree asks for;
 * - a depth whose leaves would need a huge ring (a fan of hundreds) is a band of staggered rings instead
 *   ({@link staggerBand}): its leaves are dealt to the rings in angular order, outer rings taking more, and its
 *   inner nodes sit on the band's outer ring; rings of a band are a box diagonal plus `gap` apart, so boxes on
 *   different rings never touch and only neighbours on one ring need room between them;
 * - the children of a node at distance r stay within `acos(r / r_band)` of its angle (the tangent to its circle),
 *   so an edge runs outward all along: edges into a band end inside it, edges out of it start on its outer ring,
 *   and edges of one band lie in disjoint sectors. Edges of different bands meet only at shared nodes;
 * - a band starts at `baseRadius + levelSpacing·(d−1)` (or further, when the previous band grew, or when two square
 *   boxes on the same diagonal would touch) and moves out until every pair of neighbours on each of its rings is a
 *   box diagonal plus `gap` apart.
 * - a depth whose parents' sectors cover a small share of the circle (the last, partly filled level of an outline,
 *   reached by one branch) is laid a second time with bands as crowded as that share makes it, and the placement
 *   with the smaller outer ring kept.
 * Linear time per growth pass; a band rarely needs more than a few passes.
 */
export function placeOnRings(forest: Forest, rules: RingRules): RingPlacement {
  const { n, order, depth, children, childStart } = forest;
  const angle = new Float64Array(n).fill(NaN);
  const distance = new Float64Array(n).fill(NaN);
  if (order.length === 0) return { radius: new Float64Array(0), rings: new Int32Array(0), angle, distance };
  const levelStart = [0];
  for (let k = 1; k < order.length; k++) if (depth[order[k]] !== depth[order[k - 1]]) levelStart.push(k);
  levelStart.push(order.length);
  const levels = levelStart.length - 1;
  const isLeaf = (v: number) => childStart[v] === childStart[v + 1];

  // Starting bands: each depth's first radius and, for a depth of many leaves, its staggered rings. A depth whose
  // nodes all lie in a narrow share of the circle is as crowded there as a full ring `crowding[d]` times as many
  // (the share is only known after a first placement).
  const radius = new Float64Array(levels);
  const rings = new Int32Array(levels).fill(1);
  const ring = new Int32Array(n);
  const setBands = (crowding: ArrayLike<number>): void => {
    ring.fill(0);
    for (let d = 1; d < levels; d++) {
      let leaves = 0;
      for (let k = levelStart[d]; k < levelStart[d + 1]; k++) if (isLeaf(order[k])) leaves++;
      const start = startRadius(d, outerRadius(d - 1, radius, rings, rules), rules);
      const s = spacing(d, rules);
      const inner = levelStart[d + 1] - levelStart[d] - leaves;
      // A level of a few leaves stays on one ring however crowded.
      const c = leaves < STAGGER_MIN_LEAVES ? 1 : crowding[d];
      const band = staggerBand(Math.round(leaves * c), inner * c, start, s);
      radius[d] = band.rings === 1 ? start : band.innerRadius;
      rings[d] = band.rings;
      if (band.rings === 1) continue;
      const radii = Array.from({ length: band.rings }, (_, q) => band.innerRadius + q * s);
      for (let k = levelStart[d - 1]; k < levelStart[d]; k++) {
        const p = order[k];
        dealToRings(children.subarray(childStart[p], childStart[p + 1]), isLeaf, radii, ring);
      }
    }
  };
  const ringRadius = (v: number) => radius[depth[v]] + ring[v] * spacing(depth[v], rules);
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  const root = order[0];
  lo[root] = 0;
  hi[root] = 2 * Math.PI;
  angle[root] = 0;
  distance[root] = 0;

  // Splits each parent's sector among its children, ring by ring: on each ring of the band, the children there
  // share the whole sector in proportion to their demand.
  let at = new Float64Array(1);
  let total = new Float64Array(1);
  const placeLevel = (d: number): void => {
    for (let k = levelStart[d - 1]; k < levelStart[d]; k++) {
      const p = order[k];
      if (isLeaf(p)) continue;
      const reach = d === 1 ? Infinity : TANGENT_MARGIN * Math.acos(distance[p] / radius[d]);
      const staggered = rings[d] > 1;
      const from = Math.max(lo[p], angle[p] - reach);
      const span = Math.min(hi[p], angle[p] + reach) - from;
      at.fill(from);
      total.fill(0);
      for (let j = childStart[p]; j < childStart[p + 1]; j++) total[ring[children[j]]] += demand[children[j]];
      for (let j = childStart[p]; j < childStart[p + 1]; j++) {
        const c = children[j];
        const q = ring[c];
        lo[c] = at[q];
        at[q] += (span * demand[c]) / total[q];
        hi[c] = at[q];
        // Leaves of a staggered band sit off-centre by a different share on each ring, so no two rings line up
        // behind their parent (an edge to an outer leaf would run through the inner ones).
        const share = staggered && isLeaf(c) ? RING_PHASE[q % RING_PHASE.length] : 0.5;
        angle[c] = lo[c] + (hi[c] - lo[c]) * share;
      }
    }
  };

  let demand: Float64Array = new Float64Array(n);
  /** Places the tree on the current bands; returns the radius of its outermost ring. */
  const place = (): number => {
    demand = angularDemand(forest, ringRadius, ring, rules);
    at = new Float64Array(Math.max(...rings));
    total = new Float64Array(at.length);
    for (let d = 1; d < levels; d++) {
      radius[d] = Math.max(radius[d], startRadius(d, outerRadius(d - 1, radius, rings, rules), rules));
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        placeLevel(d);
        const needed = innerRadiusNeeded(d, order, levelStart, angle, ring, rings[d], rules);
        if (needed <= radius[d]) break;
        radius[d] = needed * 1.0001;
      }
      for (let k = levelStart[d]; k < levelStart[d + 1]; k++) distance[order[k]] = ringRadius(order[k]);
    }
    return outerRadius(levels - 1, radius, rings, rules);
  };

  setBands(new Float64Array(levels).fill(1));
  const extent = place();
  // A depth reached by one branch only (the last, partly filled level of a breadth-first outline) got its bands
  // as if spread round the whole circle: confined to that branch's sector, its one ring had to move far out of
  // the map. Laid again with its bands as crowded as its share of the circle makes it, it staggers instead.
  const crowding = new Float64Array(levels).fill(1);
  for (let d = 1; d < levels; d++) {
    let share = 0;
    for (let k = levelStart[d - 1]; k < levelStart[d]; k++)
      if (!isLeaf(order[k])) share += hi[order[k]] - lo[order[k]];
    crowding[d] = Math.max(1, (2 * Math.PI) / share);
  }
  if (crowding.every((c) => c < CROWDED)) return { radius, rings, angle, distance };
  const first = {
    radius: radius.slice(),
    rings: rings.slice(),
    angle: angle.slice(),
    distance: distance.slice(),
  };
  setBands(crowding);
  const again = place();
  if (again < extent) return { radius, rings, angle, distance };
  return first;
}

/** Radius of the outermost ring of depth `d`'s band. */
function outerRadius(d: number, radius: Float64Array, rings: Int32Array, rules: RingRules): number {
  return radius[d] + (rings[d] - 1) * spacing(d, rules);
}

/**
 * Where band `d` starts: the spec's `baseRadius + levelSpacing·(d−1)`, at least `levelSpacing` beyond the previous
 * band's outer ring, and far enough that boxes of both on the same diagonal do not touch (√2 × their half sides).
 */
function startRadius(d: number, previous: number, rules: RingRules): number {
  const spec = rules.baseRadius + rules.levelSpacing * (d - 1);
  if (d === 1) return spec;
  const diagonal = (Math.SQRT2 * (rules.sizeAt(d - 1) + rules.sizeAt(d))) / 2;
  return Math.max(spec, previous + Math.max(rules.levelSpacing, diagonal));
}

/** Distance neighbours on a ring of depth `d` keep, and between the rings of its band: box diagonal plus gap. */
function spacing(d: number, rules: RingRules): number {
  return Math.SQRT2 * rules.sizeAt(d) + rules.gap;
}

/**
 * The angle each subtree asks for on the starting bands: the most its own node, or its children on any one ring of
 * their band together, need. Splitting a sector by it, rather than by leaf count, keeps a small branch next to a
 * big one from being squeezed.
 */
function angularDemand(
  forest: Forest,
  ringRadius: (v: number) => number,
  ring: Int32Array,
  rules: RingRules,
): Float64Array {
  const { n, order, depth, children, childStart } = forest;
  const demand = new Float64Array(n);
  const load = new Map<number, number>();
  for (let k = order.length - 1; k >= 0; k--) {
    const v = order[k];
    const d = depth[v];
    const own = d === 0 ? 0 : 2 * Math.asin(Math.min(1, spacing(d, rules) / (2 * ringRadius(v))));
    load.clear();
    let below = 0;
    for (let j = childStart[v]; j < childStart[v + 1]; j++) {
      const c = children[j];
      const sum = (load.get(ring[c]) ?? 0) + demand[c];
      load.set(ring[c], sum);
      below = Math.max(below, sum);
    }
    demand[v] = Math.max(own, below);
  }
  return demand;
}

/**
 * The innermost radius band `d` needs so that neighbours on each of its rings are `spacing` apart: for each ring,
 * from the shortest angle between two of its nodes (they are in angular order: breadth-first order visits sectors
 * left to right), the wrap-around pair included.
 */
function innerRadiusNeeded(
  d: number,
  order: Int32Array,
  levelStart: number[],
  angle: Float64Array,
  ring: Int32Array,
  rings: number,
  rules: RingRules,
): number {
  const s = spacing(d, rules);
  const count = new Int32Array(rings);
  const first = new Float64Array(rings);
  const last = new Float64Array(rings);
  const least = new Float64Array(rings).fill(Infinity);
  for (let k = levelStart[d]; k < levelStart[d + 1]; k++) {
    const v = order[k];
    const q = ring[v];
    if (count[q]++ === 0) first[q] = angle[v];
    else least[q] = Math.min(least[q], angle[v] - last[q]);
    last[q] = angle[v];
  }
  let needed = 0;
  for (let q = 0; q < rings; q++) {
    if (count[q] < 2) continue; // alone on its ring: nothing to keep apart
    const gap = Math.min(least[q], first[q] + 2 * Math.PI - last[q], Math.PI);
    needed = Math.max(needed, s / (2 * Math.sin(gap / 2)) - q * s);
  }
  return needed;
}

/** A depth with fewer leaves than this always stays on one ring. */
export const STAGGER_MIN_LEAVES = 12;
/** Staggering must at least halve the band's outer radius: a level of a few dozen stays on its classic ring. */
const STAGGER_GAIN = 0.5;
/** Most rings one band may have. */
const MAX_RINGS = 64;

/** How one depth of the radial template is laid: on `rings` rings from `innerRadius`. */
export interface Band {
  rings: number;
  innerRadius: number;
}

/**
 * Decides whether a level of `leaves` leaves and `inner` inner nodes is better laid on several staggered rings,
 * `spacing` apart, than on one ring from `start`. All rings together must offer each node `spacing` of arc, so `k`
 * rings need an inner radius of (arc − spacing·k(k−1)/2) / k; the band takes the `k` with the smallest outer radius,
 * and stays one ring unless that at least halves the radius one ring would need. Inner nodes all sit on the outer
 * ring, so the edges to their children start beyond the band.
 */
export function staggerBand(leaves: number, inner: number, start: number, spacing: number): Band {
  const single: Band = { rings: 1, innerRadius: start };
  if (leaves < STAGGER_MIN_LEAVES) return single;
  const arc = ((leaves + inner) * spacing) / (2 * Math.PI);
  const innerArc = (inner * spacing) / (2 * Math.PI);
  const innerFor = (k: number) =>
    Math.max(start, (arc - (spacing * k * (k - 1)) / 2) / k, innerArc - (k - 1) * spacing);
  const singleOuter = innerFor(1);
  let best = 1;
  let bestOuter = singleOuter;
  for (let k = 2; k <= MAX_RINGS; k++) {
    const outer = innerFor(k) + (k - 1) * spacing;
    if (outer < bestOuter - 1e-9) {
      best = k;
      bestOuter = outer;
    }
  }
  if (best === 1 || bestOuter > STAGGER_GAIN * singleOuter) return single;
  return { rings: best, innerRadius: innerFor(best) };
}

/**
 * Deals one parent's children to the rings of a staggered band (radii `radii`, innermost first): inner nodes to
 * the outer ring; leaves to every ring in proportion to its radius (largest remainder), so each ring is as full
 * as the others, and interleaved in child order so that, spread evenly over the parent's sector ring by ring,
 * they keep roughly their order around the circle. Writes each child's ring into `ring`.
 */
export function dealToRings(
  children: ArrayLike<number>,
  isLeaf: (v: number) => boolean,
  radii: ArrayLike<number>,
  ring: Int32Array,
): void {
  const k = radii.length;
  let leaves = 0;
  for (let j = 0; j < children.length; j++) {
    if (isLeaf(children[j])) leaves++;
    else ring[children[j]] = k - 1;
  }
  if (leaves === 0) return;
  let sum = 0;
  for (let q = 0; q < k; q++) sum += radii[q];
  const share = new Int32Array(k);
  const rest = new Float64Array(k);
  let dealt = 0;
  for (let q = 0; q < k; q++) {
    const exact = (leaves * radii[q]) / sum;
    share[q] = Math.floor(exact);
    rest[q] = exact - share[q];
    dealt += share[q];
  }
  for (; dealt < leaves; dealt++) {
    let most = 0;
    for (let q = 1; q < k; q++) if (rest[q] > rest[most]) most = q;
    share[most]++;
    rest[most] = -1;
  }
  // Merge the rings' evenly spaced slots in order: the next leaf takes the ring whose next slot comes first.
  const taken = new Int32Array(k);
  for (let j = 0; j < children.length; j++) {
    const c = children[j];
    if (!isLeaf(c)) continue;
    let pick = -1;
    let soonest = Infinity;
    for (let q = 0; q < k; q++) {
      if (taken[q] >= share[q]) continue;
      const slot = (taken[q] + 0.5) / share[q];
      if (slot < soonest) {
        soonest = slot;
        pick = q;
      }
    }
    taken[pick]++;
    ring[c] = pick;
  }
}

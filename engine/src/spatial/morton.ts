/** Grid steps per axis of `mortonKey` (2^15): keys fit 30 bits. */
const STEPS = 32767;

/** The 15 low bits of `v` moved to the even bit positions 0, 2, …, 28. */
function spreadBits(v: number): number {
  v &= 0x7fff;
  v = (v | (v << 8)) & 0x00ff00ff;
  v = (v | (v << 4)) & 0x0f0f0f0f;
  v = (v | (v << 2)) & 0x33333333;
  return (v | (v << 1)) & 0x55555555;
}

/**
 * Morton (Z-order) key of a point on a 2^15 grid over the square of side `span` from (minX, minY): sorting items
 * by it puts neighbours in space near each other in the list, so a run of them (a GPU chunk) covers one area.
 * The grid bits of x go to the even bits of the key, those of y to the odd ones (30 bits: a positive int32).
 */
export function mortonKey(x: number, y: number, minX: number, minY: number, span: number): number {
  const scale = STEPS / Math.max(1, span);
  const xi = Math.max(0, Math.min(STEPS, Math.floor((x - minX) * scale)));
  const yi = Math.max(0, Math.min(STEPS, Math.floor((y - minY) * scale)));
  return spreadBits(xi) | (spreadBits(yi) << 1);
}

/** Up to this many items `sortByMorton` packs key and index into one exact double (31 + 22 bits). */
const MAX_SORTED = 1 << 22;
/** Added to the key of a spread item: sorts it after every compact one. */
const SPREAD = 2 ** 30;
/** An item longer than this share of the whole area's span is spread. */
const SPREAD_SHARE = 1 / 16;

/** A point to sort by and the size of what it stands for (its longer side). */
export interface MortonItem {
  x: number;
  y: number;
  size: number;
}

/**
 * Indices 0…n−1 in Z-order of the items `at(i)` (n ≤ 4 million; beyond, in their given order). Items larger than
 * a sixteenth of the whole area (long edges across the map) come last, among themselves in Z-order too: mixed in,
 * they would stretch the box of every run they fall into over half the map, and a view would have to draw every
 * run. Sorts one Float64Array of packed key·index values, so half a million items sort in tens of ms without
 * per-item objects.
 */
export function sortByMorton(n: number, at: (i: number, out: MortonItem) => void): Uint32Array {
  const order = new Uint32Array(n);
  if (n > MAX_SORTED) {
    for (let i = 0; i < n; i++) order[i] = i;
    return order;
  }
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const sizes = new Float64Array(n);
  const item: MortonItem = { x: 0, y: 0, size: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    item.size = 0;
    at(i, item);
    xs[i] = item.x;
    ys[i] = item.y;
    sizes[i] = item.size;
    if (item.x < minX) minX = item.x;
    if (item.x > maxX) maxX = item.x;
    if (item.y < minY) minY = item.y;
    if (item.y > maxY) maxY = item.y;
  }
  const span = Math.max(maxX - minX, maxY - minY);
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const spread = sizes[i] > span * SPREAD_SHARE ? SPREAD : 0;
    packed[i] = (mortonKey(xs[i], ys[i], minX, minY, span) + spread) * MAX_SORTED + i;
  }
  packed.sort();
  // The index is the packed value's low 22 bits (exact in a double; `%` on doubles is several times slower).
  for (let i = 0; i < n; i++) {
    const v = packed[i];
    order[i] = v - Math.floor(v / MAX_SORTED) * MAX_SORTED;
  }
  return order;
}

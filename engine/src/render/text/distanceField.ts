/** Squared distances stand for "far" with this (any value larger than a glyph cell squared will do). */
const FAR = 1e20;

/**
 * A signed distance field from a glyph's coverage (alpha 0–255, `width × height`, row by row): each texel holds
 * 0.5 − d / (2·spread) scaled to 0–255, where d is the distance in texels from the texel's centre to the glyph's
 * outline (negative inside). The outline itself is 128; `spread` texels outside it 0, `spread` inside 255.
 *
 * Partly covered texels place the outline inside the texel (coverage ½ on it), so the field keeps the canvas's
 * sub-texel anti-aliasing rather than snapping outlines to texel edges. Distances come from the exact Euclidean
 * distance transform of Felzenszwalb and Huttenlocher, run over columns then rows, once for the outside and once
 * for the inside.
 */
export function distanceField(
  coverage: ArrayLike<number>,
  width: number,
  height: number,
  spread: number,
): Uint8Array {
  const n = width * height;
  const outside = new Float64Array(n); // squared distance to the glyph, for texels outside it
  const inside = new Float64Array(n); // squared distance to the background, for texels inside
  for (let i = 0; i < n; i++) {
    const a = coverage[i] / 255;
    if (a >= 1) {
      outside[i] = 0;
      inside[i] = FAR;
    } else if (a <= 0) {
      outside[i] = FAR;
      inside[i] = 0;
    } else {
      const off = Math.max(0, 0.5 - a);
      const into = Math.max(0, a - 0.5);
      outside[i] = off * off;
      inside[i] = into * into;
    }
  }
  const scratch = new Scratch(Math.max(width, height));
  transform2d(outside, width, height, scratch);
  transform2d(inside, width, height, scratch);
  const field = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const d = Math.sqrt(outside[i]) - Math.sqrt(inside[i]);
    const v = 0.5 - d / (2 * spread);
    field[i] = Math.round(255 * Math.min(1, Math.max(0, v)));
  }
  return field;
}

/** Buffers of one 1-D pass, sized for the longer side. */
class Scratch {
  readonly f: Float64Array;
  readonly v: Int32Array;
  readonly z: Float64Array;
  constructor(length: number) {
    this.f = new Float64Array(length);
    this.v = new Int32Array(length);
    this.z = new Float64Array(length + 1);
  }
}

function transform2d(grid: Float64Array, width: number, height: number, s: Scratch): void {
  for (let x = 0; x < width; x++) transform1d(grid, x, width, height, s);
  for (let y = 0; y < height; y++) transform1d(grid, y * width, 1, width, s);
}

/**
 * In place along one line of `grid` (`length` values from `start`, `step` apart): each value becomes the least
 * f(q) + (p − q)² over the line, by building the lower envelope of the parabolas rooted at each q.
 */
function transform1d(grid: Float64Array, start: number, step: number, length: number, s: Scratch): void {
  const { f, v, z } = s;
  for (let q = 0; q < length; q++) f[q] = grid[start + q * step];
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < length; q++) {
    // Drop the parabolas the new one hides; z[0] = −∞ stops this at the first one.
    let cross = intersection(f, q, v[k]);
    while (cross <= z[k]) cross = intersection(f, q, v[--k]);
    k++;
    v[k] = q;
    z[k] = cross;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < length; q++) {
    while (z[k + 1] < q) k++;
    const r = v[k];
    grid[start + q * step] = f[r] + (q - r) * (q - r);
  }
}

/** Where the parabolas rooted at q and r meet. */
function intersection(f: Float64Array, q: number, r: number): number {
  return (f[q] - f[r] + q * q - r * r) / (2 * (q - r));
}

import type { NodeShape } from '../schema/enums';

// Unit outlines in [-1, 1]², y down, as flat [x0, y0, x1, y1, ...]; scaled to the node's half width and height.
function regular(n: number, startDeg: number): number[] {
  const pts: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = ((startDeg + (360 / n) * i) * Math.PI) / 180;
    pts.push(Math.cos(a), Math.sin(a));
  }
  return fitToUnitBox(pts);
}

function star(): number[] {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 1 : 0.382;
    const a = ((-90 + 36 * i) * Math.PI) / 180;
    pts.push(r * Math.cos(a), r * Math.sin(a));
  }
  return fitToUnitBox(pts);
}

/** Stretches points so they span exactly [-1, 1] on both axes, as shapes fill their node's box. */
function fitToUnitBox(pts: number[]): number[] {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (let i = 0; i < pts.length; i += 2) {
    minX = Math.min(minX, pts[i]);
    maxX = Math.max(maxX, pts[i]);
    minY = Math.min(minY, pts[i + 1]);
    maxY = Math.max(maxY, pts[i + 1]);
  }
  return pts.map((v, i) =>
    i % 2 === 0 ? ((v - minX) / (maxX - minX)) * 2 - 1 : ((v - minY) / (maxY - minY)) * 2 - 1,
  );
}

const ELLIPSE_SEGMENTS = 48;
const ellipse = Array.from({ length: ELLIPSE_SEGMENTS * 2 }, (_, i) => {
  const a = (Math.floor(i / 2) / ELLIPSE_SEGMENTS) * Math.PI * 2;
  return i % 2 === 0 ? Math.cos(a) : Math.sin(a);
});

/** The unit outline and whether its corners are rounded, for each of the 14 shapes of DESIGN §7. */
const OUTLINES: Record<NodeShape, { unit: number[]; round: boolean }> = {
  ellipse: { unit: ellipse, round: false },
  triangle: { unit: [0, -1, 1, 1, -1, 1], round: false },
  'round-triangle': { unit: [0, -1, 1, 1, -1, 1], round: true },
  rectangle: { unit: [-1, -1, 1, -1, 1, 1, -1, 1], round: false },
  'round-rectangle': { unit: [-1, -1, 1, -1, 1, 1, -1, 1], round: true },
  diamond: { unit: [0, -1, 1, 0, 0, 1, -1, 0], round: false },
  'round-diamond': { unit: [0, -1, 1, 0, 0, 1, -1, 0], round: true },
  pentagon: { unit: regular(5, -90), round: false },
  'round-pentagon': { unit: regular(5, -90), round: true },
  hexagon: { unit: regular(6, 0), round: false },
  'round-hexagon': { unit: regular(6, 0), round: true },
  star: { unit: star(), round: false },
  rhomboid: { unit: [-1, -1, 1 / 3, -1, 1, 1, -1 / 3, 1], round: false },
  'right-rhomboid': { unit: [-1 / 3, -1, 1, -1, 1 / 3, 1, -1, 1], round: false },
};

/** Corner radius of rounded shapes: a quarter of the smaller side, at most 16 graph units. */
export function cornerRadius(width: number, height: number): number {
  return Math.min(16, Math.min(width, height) / 4);
}

const CORNER_STEPS = 5;

/** Replaces each corner by a quadratic curve through it, cut `radius` away from the vertex along both sides. */
function roundCorners(pts: number[], radius: number, out: number[]): void {
  const n = pts.length / 2;
  for (let i = 0; i < n; i++) {
    const vx = pts[i * 2];
    const vy = pts[i * 2 + 1];
    const p = ((i + n - 1) % n) * 2;
    const q = ((i + 1) % n) * 2;
    // Unit vectors from the vertex towards its neighbours, and how far along them the curve starts and ends.
    const la = Math.hypot(pts[p] - vx, pts[p + 1] - vy);
    const lb = Math.hypot(pts[q] - vx, pts[q + 1] - vy);
    const d = Math.min(radius, la / 2, lb / 2);
    const sx = vx + ((pts[p] - vx) / la) * d;
    const sy = vy + ((pts[p + 1] - vy) / la) * d;
    const ex = vx + ((pts[q] - vx) / lb) * d;
    const ey = vy + ((pts[q + 1] - vy) / lb) * d;
    for (let s = 0; s <= CORNER_STEPS; s++) {
      const t = s / CORNER_STEPS;
      const u = 1 - t;
      out.push(u * u * sx + 2 * u * t * vx + t * t * ex, u * u * sy + 2 * u * t * vy + t * t * ey);
    }
  }
}

/**
 * Writes the outline of a node of `shape` and size `width`×`height`, centred on (0, 0), into `out` as flat
 * [x0, y0, ...] (clearing it first) and returns it. Rounded variants get curved corners of `cornerRadius`.
 */
export function shapePolygon(shape: NodeShape, width: number, height: number, out: number[] = []): number[] {
  out.length = 0;
  const outline = OUTLINES[shape] ?? OUTLINES['round-rectangle'];
  const hw = width / 2;
  const hh = height / 2;
  if (!outline.round) {
    for (let i = 0; i < outline.unit.length; i += 2) out.push(outline.unit[i] * hw, outline.unit[i + 1] * hh);
    return out;
  }
  const scaled: number[] = [];
  for (let i = 0; i < outline.unit.length; i += 2)
    scaled.push(outline.unit[i] * hw, outline.unit[i + 1] * hh);
  roundCorners(scaled, cornerRadius(width, height), out);
  return out;
}

/** Even-odd test of a point against a flat polygon. */
export function pointInPolygon(poly: readonly number[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    const xi = poly[i];
    const yi = poly[i + 1];
    const xj = poly[j];
    const yj = poly[j + 1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

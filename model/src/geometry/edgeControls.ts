import type { EdgeCurve, EdgeDirection } from '../schema/enums';

/** How an edge's control points read: a cubic Bézier, a straight line, or a right-angled polyline. */
export type EdgePathKind = 'cubic' | 'line' | 'taxi';

/** One end of an edge: the node's centre and its outline relative to it (see `shapePolygon`). */
export interface EdgeEnd {
  x: number;
  y: number;
  outline: readonly number[];
}

/** Arrow heads an edge draws for its direction: one-way at the target, two-way at both ends, none none. */
export function arrowCount(direction: EdgeDirection): 0 | 1 | 2 {
  return direction === 'two-way' ? 2 : direction === 'one-way' ? 1 : 0;
}

/** The longest arrow head drawn, in graph units, whatever the line's width: a head is a mark, not a shape. */
export const ARROW_MAX_LENGTH = 14;

/**
 * Length of an arrow head at the end of a line `width` wide: readable on a hairline, growing with the width up to
 * {@link ARROW_MAX_LENGTH} (a 26-unit line's head was 73 units long before, bigger than the nodes it joined).
 */
export function arrowLength(width: number): number {
  return Math.min(ARROW_MAX_LENGTH, 6 + 3.5 * width);
}

/** Half the width of an arrow head's base: a little over half its length, and always wider than its line. */
export function arrowHalfWidth(length: number, width: number): number {
  return Math.max(length * 0.55, width / 2 + 2);
}

/**
 * How a tree branch meets its nodes: 'horizontal' leaves the parent's side facing the child and reaches the
 * child's opposite side (a horizontal tree, a two-sided mind map), 'vertical' the bottom and top (a vertical tree,
 * an org chart), 'auto' whichever axis the two centres lie further apart on. Null (relationships): the ends lie
 * on the line between the two centres.
 *
 * Three more draw a line along which children lie (with a taxi curve; see {@link spineControls}): 'spine' runs
 * from the parent's side along its centre line to below or above the child and up or down into it (a timeline's
 * spine and its ticks); 'bone' does the same but meets the line at a slant ({@link BONE_SLANT}) on the parent's
 * side of the child (a fishbone's spine and bones); 'rib' runs from the parent's side facing the child, up or
 * down along that slant to the child's height, then left into the child's right side (a fishbone's sub-cause,
 * whose first part lies on its cause's bone). 'brace' (a Bézier) leaves the parent's side facing the child and
 * bends towards the child only near it, so a parent's branches run together and part like a brace ({@link
 * BRACE_REACH}); 'indent' (taxi) drops from the parent's bottom near its left side to the child's height and
 * runs right into the child's left side (an outline's rows, a tree table).
 */
export type BranchAxis =
  'horizontal' | 'vertical' | 'auto' | 'spine' | 'bone' | 'rib' | 'brace' | 'indent' | null;

/** How far before a child a 'brace' branch bends towards it, at most (and at most 40% of the way). */
export const BRACE_REACH = 36;
/** How far right of a parent's left side an 'indent' branch leaves its bottom, at most (and at most ¼ of it). */
export const INDENT_INSET = 20;

/** How far a fishbone's bones lean, in x per unit of y (about 60° from the spine). */
export const BONE_SLANT = 0.5;

// Reused by the hot path (`edgeControls` runs for every edge at load): no allocation per edge.
const clipA = { x: 0, y: 0 };
const clipB = { x: 0, y: 0 };

/** `clipToOutline` into `out`: the outermost crossing of the ray centre → (px, py) with the outline. */
function clipInto(end: EdgeEnd, px: number, py: number, out: { x: number; y: number }): void {
  const dx = px - end.x;
  const dy = py - end.y;
  const poly = end.outline;
  let best = -1;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    // Segment from vertex j to vertex i, relative to the centre; solve c + t·d = a + u·(b − a).
    const ax = poly[j];
    const ay = poly[j + 1];
    const ex = poly[i] - ax;
    const ey = poly[i + 1] - ay;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) continue;
    const t = (ax * ey - ay * ex) / den;
    const u = (ax * dy - ay * dx) / den;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && t > best) best = t;
  }
  out.x = best < 0 ? end.x : end.x + dx * best;
  out.y = best < 0 ? end.y : end.y + dy * best;
}

/**
 * Where the ray from the centre `c` towards `(px, py)` leaves the node outline: the outermost crossing, so
 * concave shapes (star) clip at their tips. Returns the centre when the point lies inside the outline.
 */
export function clipToOutline(end: EdgeEnd, px: number, py: number): { x: number; y: number } {
  const out = { x: 0, y: 0 };
  clipInto(end, px, py, out);
  return out;
}

// prettier-ignore
function put(
  ctrl: Float64Array, at: number,
  x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number,
): void {
  ctrl[at] = x0; ctrl[at + 1] = y0; ctrl[at + 2] = x1; ctrl[at + 3] = y1;
  ctrl[at + 4] = x2; ctrl[at + 5] = y2; ctrl[at + 6] = x3; ctrl[at + 7] = y3;
}

/**
 * Writes the control points of the edge between two node ends for a curve style into `ctrl[at … at + 8)` and
 * returns how to read them: a cubic Bézier (unbundled-bezier falls back to bezier; a loop on one node is one too),
 * a straight line (first two points; haystack falls back to straight) or a right-angled polyline of four points
 * (taxi; segments falls back to taxi). Everything else about the edge (samples, arrows, label point, box) follows
 * from these and its direction and width (see `EdgeSamples`).
 */
export function edgeControls(
  s: EdgeEnd,
  t: EdgeEnd,
  curve: EdgeCurve,
  ctrl: Float64Array,
  at: number,
  axis: BranchAxis = null,
): EdgePathKind {
  const a = clipA;
  const b = clipB;
  const dx = t.x - s.x;
  const dy = t.y - s.y;
  const horizontal = axis === 'horizontal' || (axis !== 'vertical' && Math.abs(dx) >= Math.abs(dy));
  if (dx === 0 && dy === 0) {
    // A loop on one node: leave the top towards the upper right and come back.
    clipInto(s, s.x + 1, s.y - 1e6, a);
    const r = 60;
    put(ctrl, at, a.x - 10, a.y, a.x - 10 - r, a.y - 2 * r, a.x + 10 + r, a.y - 2 * r, a.x + 10, a.y);
    return 'cubic';
  }
  if (curve === 'straight' || curve === 'haystack') {
    clipInto(s, t.x, t.y, a);
    clipInto(t, s.x, s.y, b);
    put(ctrl, at, a.x, a.y, b.x, b.y, 0, 0, 0, 0);
    return 'line';
  }
  if (curve === 'taxi' || curve === 'segments') {
    if (axis === 'spine' || axis === 'bone' || axis === 'rib') {
      spineControls(s, t, axis, ctrl, at);
      return 'taxi';
    }
    if (axis === 'indent') {
      clipInto(s, s.x - 1e6, s.y, a);
      const x0 = a.x + Math.min(INDENT_INSET, (s.x - a.x) / 2);
      clipInto(s, s.x, s.y + Math.sign(dy || 1) * 1e6, a);
      clipInto(t, t.x - 1e6, t.y, b);
      put(ctrl, at, x0, a.y, x0, b.y, x0, b.y, b.x, b.y);
      return 'taxi';
    }
    if (horizontal) {
      clipInto(s, s.x + Math.sign(dx) * 1e6, s.y, a);
      clipInto(t, t.x - Math.sign(dx) * 1e6, t.y, b);
      const mx = (a.x + b.x) / 2;
      put(ctrl, at, a.x, a.y, mx, a.y, mx, b.y, b.x, b.y);
    } else {
      clipInto(s, s.x, s.y + Math.sign(dy) * 1e6, a);
      clipInto(t, t.x, t.y - Math.sign(dy) * 1e6, b);
      const my = (a.y + b.y) / 2;
      put(ctrl, at, a.x, a.y, a.x, my, b.x, my, b.x, b.y);
    }
    return 'taxi';
  }
  // bezier (and, for now, unbundled-bezier): an S-curve whose handles follow the dominant axis. A tree branch
  // leaves its parent's side facing the child and reaches the child's facing side, as mind maps draw them: the
  // branches of one parent fan out from one point of its border (a node's own edges elsewhere on the line
  // between centres).
  if (axis === 'brace') {
    const right = dx >= 0 ? 1 : -1;
    clipInto(s, s.x + right * 1e6, s.y, a);
    clipInto(t, t.x - right * 1e6, t.y, b);
    const bend = b.x - right * Math.min(BRACE_REACH, Math.abs(b.x - a.x) * 0.4);
    put(ctrl, at, a.x, a.y, bend, a.y, bend, b.y, b.x, b.y);
    return 'cubic';
  }
  if (axis === null) {
    clipInto(s, t.x, t.y, a);
    clipInto(t, s.x, s.y, b);
  } else if (horizontal) {
    clipInto(s, s.x + (dx >= 0 ? 1e6 : -1e6), s.y, a);
    clipInto(t, t.x - (dx >= 0 ? 1e6 : -1e6), t.y, b);
  } else {
    clipInto(s, s.x, s.y + (dy >= 0 ? 1e6 : -1e6), a);
    clipInto(t, t.x, t.y - (dy >= 0 ? 1e6 : -1e6), b);
  }
  if (horizontal) {
    const h = (b.x - a.x) / 2;
    put(ctrl, at, a.x, a.y, a.x + h, a.y, b.x - h, b.y, b.x, b.y);
  } else {
    const h = (b.y - a.y) / 2;
    put(ctrl, at, a.x, a.y, a.x, a.y + h, b.x, b.y - h, b.x, b.y);
  }
  return 'cubic';
}

/**
 * The taxi polyline of a 'spine', 'bone' or 'rib' branch (see {@link BranchAxis}) into `ctrl[at … at + 8)`: the
 * children of one parent share the first segment, so their edges draw one line with a tick, bone or rib per child.
 */
function spineControls(
  s: EdgeEnd,
  t: EdgeEnd,
  axis: 'spine' | 'bone' | 'rib',
  ctrl: Float64Array,
  at: number,
): void {
  const a = clipA;
  const b = clipB;
  const down = t.y >= s.y ? 1 : -1;
  if (axis === 'rib') {
    // From the parent's side facing the child along its bone's slant to the child's height, into its right side.
    clipInto(s, s.x, s.y + down * 1e6, a);
    clipInto(t, t.x + 1e6, t.y, b);
    const jx = a.x + Math.abs(t.y - a.y) * BONE_SLANT;
    put(ctrl, at, a.x, a.y, jx, t.y, jx, t.y, b.x, b.y);
    return;
  }
  // Along the parent's centre line, from its side facing the child, to the point below or above the child's
  // facing side (a tick), or on the parent's side of it by the bone's slant; then into that side.
  const right = t.x >= s.x ? 1 : -1;
  clipInto(s, s.x + right * 1e6, s.y, a);
  clipInto(t, t.x, t.y - down * 1e6, b);
  const jx = axis === 'bone' ? b.x - right * Math.abs(b.y - a.y) * BONE_SLANT : b.x;
  put(ctrl, at, a.x, a.y, jx, a.y, jx, a.y, b.x, b.y);
}

/** An axis-aligned box in graph coordinates, stored as its extremes (cheap to test and to grow). */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A new box. */
export function box(minX: number, minY: number, maxX: number, maxY: number): Box {
  return { minX, minY, maxX, maxY };
}

/** Copies `src` into `out` and returns `out` (lets hot paths reuse one object). */
export function copyBox(out: Box, src: Box): Box {
  out.minX = src.minX;
  out.minY = src.minY;
  out.maxX = src.maxX;
  out.maxY = src.maxY;
  return out;
}

/** True when the boxes overlap or touch. */
export function intersects(a: Box, b: Box): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

/** True when `inner` lies entirely inside `outer`. */
export function contains(outer: Box, inner: Box): boolean {
  return (
    inner.minX >= outer.minX &&
    inner.maxX <= outer.maxX &&
    inner.minY >= outer.minY &&
    inner.maxY <= outer.maxY
  );
}

/** True when the point lies inside or on the box. */
export function containsPoint(b: Box, x: number, y: number): boolean {
  return x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;
}

/** Grows `out` to include `b`; an empty `out` (minX > maxX) simply becomes `b`. */
export function union(out: Box, b: Box): Box {
  if (out.minX > out.maxX) return copyBox(out, b);
  out.minX = Math.min(out.minX, b.minX);
  out.minY = Math.min(out.minY, b.minY);
  out.maxX = Math.max(out.maxX, b.maxX);
  out.maxY = Math.max(out.maxY, b.maxY);
  return out;
}

/** A box that contains nothing, ready to be grown with `union`. */
export function emptyBox(): Box {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

/** True for the box returned by `emptyBox` that nothing was added to. */
export function isEmpty(b: Box): boolean {
  return b.minX > b.maxX || b.minY > b.maxY;
}

/** A box spanned by two corner points in any order. */
export function boxFromPoints(ax: number, ay: number, bx: number, by: number): Box {
  return { minX: Math.min(ax, bx), minY: Math.min(ay, by), maxX: Math.max(ax, bx), maxY: Math.max(ay, by) };
}

/** Grows `b` in place by `by` on every side; returns it. */
export function growBox(b: Box, by: number): Box {
  b.minX -= by;
  b.minY -= by;
  b.maxX += by;
  b.maxY += by;
  return b;
}

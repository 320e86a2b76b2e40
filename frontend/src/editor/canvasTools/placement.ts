import type { ScreenBox } from './screenBox';

/** Where a floating bar may go around its anchor: outside it on a side, or inside along its top edge. */
export type Side = 'above' | 'below' | 'right' | 'left' | 'insideTop';

/** A bar's size in px. */
export interface Size {
  width: number;
  height: number;
}

/** A bar's top-left corner in canvas px. */
export interface Placement {
  left: number;
  top: number;
}

/** Room kept between a bar and the canvas edges or the fixed controls. */
export const PLACEMENT_MARGIN = 8;

function intersects(a: ScreenBox, b: ScreenBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function boxAt(p: Placement, size: Size): ScreenBox {
  return { left: p.left, top: p.top, right: p.left + size.width, bottom: p.top + size.height };
}

/** Inside `bounds` (less the margin) and clear of every obstacle (plus the margin). */
export function isClear(box: ScreenBox, bounds: ScreenBox, obstacles: readonly ScreenBox[]): boolean {
  const m = PLACEMENT_MARGIN;
  if (box.left < bounds.left + m || box.top < bounds.top + m) return false;
  if (box.right > bounds.right - m || box.bottom > bounds.bottom - m) return false;
  return obstacles.every(
    (o) => !intersects(box, { left: o.left - m, top: o.top - m, right: o.right + m, bottom: o.bottom + m }),
  );
}

/** The spot on one side of the anchor, centred along it. */
function preferred(anchor: ScreenBox, size: Size, side: Side, gap: number): Placement {
  const cx = (anchor.left + anchor.right) / 2 - size.width / 2;
  const cy = (anchor.top + anchor.bottom) / 2 - size.height / 2;
  switch (side) {
    case 'above':
      return { left: cx, top: anchor.top - gap - size.height };
    case 'below':
      return { left: cx, top: anchor.bottom + gap };
    case 'right':
      return { left: anchor.right + gap, top: cy };
    case 'left':
      return { left: anchor.left - gap - size.width, top: cy };
    case 'insideTop':
      return { left: cx, top: Math.max(anchor.top, 0) + gap };
  }
}

/**
 * The spots a bar may slide to along its side: the preferred one clamped into the bounds, then just clear of
 * each obstacle on either hand. Bars above or below slide horizontally, bars on the left or right vertically.
 */
function slides(
  start: Placement,
  size: Size,
  side: Side,
  bounds: ScreenBox,
  obstacles: readonly ScreenBox[],
) {
  const m = PLACEMENT_MARGIN;
  const horizontal = side !== 'left' && side !== 'right';
  const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));
  const along = horizontal
    ? clamp(start.left, bounds.left + m, bounds.right - m - size.width)
    : clamp(start.top, bounds.top + m, bounds.bottom - m - size.height);
  const options = [along];
  for (const o of obstacles) {
    if (horizontal) options.push(o.left - 2 * m - size.width, o.right + 2 * m);
    else options.push(o.top - 2 * m - size.height, o.bottom + 2 * m);
  }
  const first = horizontal ? start.left : start.top;
  return options
    .sort((a, b) => Math.abs(a - first) - Math.abs(b - first))
    .map((v): Placement => (horizontal ? { left: v, top: start.top } : { left: start.left, top: v }));
}

/**
 * Places a floating bar of `size` next to `anchor` (canvas px): the first side in `sides` where it fits inside
 * `bounds` without touching any of the fixed `obstacles`, slid along that side as little as needed (flip, then
 * clamp). Null when no side has room, or when the anchor is off the canvas: the bar is then not shown.
 */
export function placeBar(
  anchor: ScreenBox,
  size: Size,
  sides: readonly Side[],
  bounds: ScreenBox,
  obstacles: readonly ScreenBox[],
  gap = PLACEMENT_MARGIN,
): Placement | null {
  if (!intersects(anchor, bounds)) return null;
  for (const side of sides) {
    const start = preferred(anchor, size, side, gap);
    for (const spot of slides(start, size, side, bounds, obstacles))
      if (isClear(boxAt(spot, size), bounds, obstacles)) return spot;
  }
  return null;
}

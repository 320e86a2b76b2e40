import type { ViewInsets } from '../api';
import type { Point } from '@mapa/model';

/** A rectangle of the screen, container px. */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** No edge covered. */
export const NO_INSETS: Readonly<ViewInsets> = { top: 0, right: 0, bottom: 0, left: 0 };

/** Non-finite or negative values count as 0, so a shell's bad measure cannot push the map off the screen. */
export function cleanInsets(insets: Partial<ViewInsets>): ViewInsets {
  const px = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
  return { top: px(insets.top), right: px(insets.right), bottom: px(insets.bottom), left: px(insets.left) };
}

/**
 * Shrinks the two insets of one axis so together they cover at most half of `size`: a window so small that the
 * shell's bars meet (or a panel laid over the whole canvas) still leaves the map a real part of the screen rather
 * than none, shared between the two sides as the insets were.
 */
function shareAxis(before: number, after: number, size: number): [number, number] {
  const most = size / 2;
  const sum = before + after;
  if (sum <= most) return [before, after];
  return [(before * most) / sum, (after * most) / sum];
}

/** The part of a `width`×`height` screen the insets leave uncovered (at least half of it on each axis). */
export function visibleArea(width: number, height: number, insets: ViewInsets): ScreenRect {
  const [left, right] = shareAxis(insets.left, insets.right, width);
  const [top, bottom] = shareAxis(insets.top, insets.bottom, height);
  return { x: left, y: top, width: width - left - right, height: height - top - bottom };
}

/**
 * The camera centre (the graph point at the middle of the whole screen) that shows graph point `p` at the middle
 * of `area` at `zoom`.
 */
export function centerShowing(
  p: Point,
  zoom: number,
  area: ScreenRect,
  width: number,
  height: number,
): Point {
  return {
    x: p.x - (area.x + area.width / 2 - width / 2) / zoom,
    y: p.y - (area.y + area.height / 2 - height / 2) / zoom,
  };
}

import type { Point } from '../schema/enums';
import type { MapState } from '../state/MapState';
import { resolveNodeStyle } from '../defaults/resolveNodeStyle';

/** Where new nodes line up: `right` stacks them in a column (children of a tree), `bottom` in a row (organogram). */
export type GrowSide = 'right' | 'bottom';

/** How many lines (columns or rows) outward from the wanted one are tried. */
const MAX_LINES = 4;
/** How far along a line (in node steps) other nodes are looked at: a big map's far nodes cost nothing. */
const ALONG_REACH_STEPS = 200;
/** Margin for boxes whose centre lies outside the reach but whose size brings them in. */
const BOX_MARGIN = 5000;

interface Span {
  start: number;
  end: number;
}

/**
 * The nearest centre to `wanted` where a node of `size` overlaps no visible node of the state, `gap` apart from
 * every box. The search follows the way new nodes line up: along the wanted line (the column through `wanted` for
 * `right`, the row for `bottom`), then on lines further out (to the right, or below), a line's step being the
 * node's size plus `lineGap`. On a line, the spot is exact: the nearest free stretch, not a grid's. Ties go the
 * way siblings are added (down, or right). Costs one pass over the nodes per line tried.
 */
export function freeSpotBeside(
  state: MapState,
  wanted: Point,
  size: { width: number; height: number },
  side: GrowSide = 'right',
  gap = { along: 40, lineGap: 120 },
): Point {
  // Work in (across, along) coordinates: `along` runs down the line, `across` from line to line.
  const flip = side === 'bottom';
  const alongOf = (p: Point) => (flip ? p.x : p.y);
  const acrossOf = (p: Point) => (flip ? p.y : p.x);
  const half = {
    along: (flip ? size.width : size.height) / 2,
    across: (flip ? size.height : size.width) / 2,
  };
  const lineStep = 2 * half.across + gap.lineGap;
  const reach = {
    across: lineStep * (MAX_LINES + 1) + BOX_MARGIN,
    along: (2 * half.along + gap.along) * ALONG_REACH_STEPS + BOX_MARGIN,
  };
  const boxes = [...state.nodes.values()]
    .filter(
      (node) =>
        node.data.visibility !== 'hidden' &&
        Math.abs(acrossOf(node.position) - acrossOf(wanted)) <= reach.across &&
        Math.abs(alongOf(node.position) - alongOf(wanted)) <= reach.along,
    )
    .map((node) => {
      const style = resolveNodeStyle(node, state.settings);
      const h = {
        along: (flip ? style.width : style.height) / 2,
        across: (flip ? style.height : style.width) / 2,
      };
      return {
        along: { start: alongOf(node.position) - h.along, end: alongOf(node.position) + h.along },
        across: { start: acrossOf(node.position) - h.across, end: acrossOf(node.position) + h.across },
      };
    });
  let best: { across: number; along: number; distance: number } | null = null;
  for (let line = 0; line <= MAX_LINES; line++) {
    const across = acrossOf(wanted) + line * lineStep;
    if (best && line * lineStep >= best.distance) break;
    // Boxes this line crosses (with the gap kept on every side), as spans along the line.
    const blocked: Span[] = boxes
      .filter(
        (b) =>
          b.across.start - gap.along < across + half.across &&
          across - half.across < b.across.end + gap.along,
      )
      .map((b) => ({
        start: b.along.start - gap.along - half.along,
        end: b.along.end + gap.along + half.along,
      }));
    const along = nearestFree(alongOf(wanted), blocked);
    const distance = Math.hypot(line * lineStep, along - alongOf(wanted));
    if (!best || distance < best.distance) best = { across, along, distance };
  }
  const spot = best!;
  return flip ? { x: spot.along, y: spot.across } : { x: spot.across, y: spot.along };
}

/** The value nearest `wanted` inside no span (spans are open: their ends are free); later values win ties. */
function nearestFree(wanted: number, spans: Span[]): number {
  const inside = (v: number) => spans.some((s) => s.start < v && v < s.end);
  if (!inside(wanted)) return wanted;
  const candidates = spans.flatMap((s) => [s.start, s.end]).filter((v) => !inside(v));
  let best = Infinity;
  for (const v of candidates) {
    const d = Math.abs(v - wanted);
    const bestD = Math.abs(best - wanted);
    if (d < bestD || (d === bestD && v > best)) best = v;
  }
  return best;
}

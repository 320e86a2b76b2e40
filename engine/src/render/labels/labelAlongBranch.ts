import type { MapNode } from '@mapa/model';
import { emptyBox, type Box } from '../../geometry/Box';
import type { MapScene } from '../../scene/MapScene';
import type { Label } from './LabelLayer';
import type { LabelPlacer } from './LabelPlacer';
import { PLATE_PAD_X, PLATE_PAD_Y } from './labelSemantics';

/** Steps (screen px) a main topic's label is moved out by, looking for room along its branch. */
export const BRANCH_STEP_PX = 2;
/** Most steps tried in one direction (a label is never moved further than this many steps from its node). */
const MAX_STEPS = 400;
/**
 * The directions tried, as turns from the ray out of the root through the node, and what a move that way costs
 * per px: straight out first, then ever further round. A label moved out along its branch names its sector (a
 * radial map); one a little to the side or back of its node is still by it (a row of an org chart, a column of
 * a two-sided map on a phone, where the ray runs along the row of the other main topics).
 */
const TURNS: readonly { angle: number; cost: number }[] = [
  { angle: 0, cost: 1 },
  { angle: Math.PI / 4, cost: 4 },
  { angle: -Math.PI / 4, cost: 4 },
  { angle: Math.PI / 2, cost: 5 },
  { angle: -Math.PI / 2, cost: 5 },
  { angle: (3 * Math.PI) / 4, cost: 6 },
  { angle: (-3 * Math.PI) / 4, cost: 6 },
  { angle: Math.PI, cost: 6 },
];
/**
 * How far past the map's drawn area (in the moved label's heights) its middle may stand: beside a map only a few
 * px tall at Fit (an org chart's row), not off in the empty canvas.
 */
export const REACH_HEIGHTS = 1.5;

const probe = emptyBox();
const home = emptyBox();
const spot = emptyBox();
const map = emptyBox();

/**
 * The screen box a main topic's label moved off its node paints at growth `k` (see `awayLabelSpec`): its text,
 * `bounds` wide and tall at its own `size` (graph units), grown by `k` on a plate reaching PLATE_PAD_X and
 * PLATE_PAD_Y of its size past it, centred on (`x`, `y`) (screen px) at `zoom`.
 */
export function awayBox(
  bounds: Box,
  size: number,
  k: number,
  zoom: number,
  x: number,
  y: number,
  out: Box,
): Box {
  const hw = ((bounds.maxX - bounds.minX) / 2 + PLATE_PAD_X * size) * k * zoom;
  const hh = ((bounds.maxY - bounds.minY) / 2 + PLATE_PAD_Y * size) * k * zoom;
  out.minX = x - hw;
  out.minY = y - hh;
  out.maxX = x + hw;
  out.maxY = y + hh;
  return out;
}

/**
 * Where a main topic's label that cannot stay at its node goes instead (all in screen px): `home`, the box it
 * would paint there, moved by the least costly distance (see TURNS), in BRANCH_STEP_PX steps, to where it
 * overlaps no label placed so far and its middle stays within REACH_HEIGHTS of its own height of `map` (the
 * map's drawn area). `ray` points out of the root through the node (any length; (0, 0) is taken as down).
 * Deterministic: the same placed labels give the same spot. False (and `out` untouched) when there is none.
 */
export function spotAlongBranch(
  placer: LabelPlacer,
  home: Box,
  ray: { x: number; y: number },
  map: Box,
  out: Box,
): boolean {
  const length = Math.hypot(ray.x, ray.y);
  const base = length > 0 ? Math.atan2(ray.y, ray.x) : Math.PI / 2;
  const h = home.maxY - home.minY;
  const reach = REACH_HEIGHTS * h;
  const cx = (home.minX + home.maxX) / 2;
  const cy = (home.minY + home.maxY) / 2;
  let best = Infinity;
  let bestX = 0;
  let bestY = 0;
  for (const turn of TURNS) {
    const dx = Math.cos(base + turn.angle);
    const dy = Math.sin(base + turn.angle);
    for (let step = 0; step <= MAX_STEPS; step++) {
      const t = step * BRANCH_STEP_PX;
      // Costlier than the best spot found so far from here on, or no move at all off the ray (tried once).
      if (t * turn.cost >= best || (step === 0 && turn.angle !== 0)) {
        if (step === 0) continue;
        break;
      }
      const x = cx + dx * t;
      const y = cy + dy * t;
      if (x < map.minX - reach || x > map.maxX + reach || y < map.minY - reach || y > map.maxY + reach) break;
      probe.minX = home.minX + dx * t;
      probe.minY = home.minY + dy * t;
      probe.maxX = home.maxX + dx * t;
      probe.maxY = home.maxY + dy * t;
      if (!placer.fits(probe)) continue;
      best = t * turn.cost;
      bestX = dx * t;
      bestY = dy * t;
      break;
    }
  }
  if (best === Infinity) return false;
  out.minX = home.minX + bestX;
  out.minY = home.minY + bestY;
  out.maxX = home.maxX + bestX;
  out.maxY = home.maxY + bestY;
  return true;
}

/**
 * Where the middle of main topic `node`'s label goes (graph units, into `out`) when it cannot stay at its node at
 * `zoom`, where it paints `at` (graph box): out along its branch, from the ray out of its parent (the central
 * topic) through it, clear of the labels `placer` holds (see `spotAlongBranch`). Only a label grown to its least
 * size past its node (zoomed out): at its own size one that does not fit is left out as any other. False when it
 * is not grown or there is no room.
 */
export function awayCentre(
  scene: MapScene,
  node: MapNode,
  label: Label,
  zoom: number,
  at: Box,
  placer: LabelPlacer,
  out: { x: number; y: number },
): boolean {
  const k = label.scaleAt(zoom);
  if (!label.growsPastNode || k <= 1 || at.minX > at.maxX || label.bounds.minX > label.bounds.maxX)
    return false;
  const cx = ((at.minX + at.maxX) / 2) * zoom;
  const cy = ((at.minY + at.maxY) / 2) * zoom;
  awayBox(label.bounds, label.size, k, zoom, cx, cy, home);
  const parent = scene.state?.places().parentOf(node.data.id);
  const root = (parent !== undefined && scene.node(parent)?.position) || null;
  const bounds = scene.nodeIndex.bounds;
  const ray = {
    x: node.position.x - (root ? root.x : (bounds.minX + bounds.maxX) / 2),
    y: node.position.y - (root ? root.y : (bounds.minY + bounds.maxY) / 2),
  };
  map.minX = bounds.minX * zoom;
  map.minY = bounds.minY * zoom;
  map.maxX = bounds.maxX * zoom;
  map.maxY = bounds.maxY * zoom;
  if (!spotAlongBranch(placer, home, ray, map, spot)) return false;
  out.x = (spot.minX + spot.maxX) / 2 / zoom;
  out.y = (spot.minY + spot.maxY) / 2 / zoom;
  return true;
}

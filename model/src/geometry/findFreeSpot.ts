import type { Point } from '../schema/enums';
import type { MapState } from '../state/MapState';
import { nodeStyleIn } from '../theme/stateStyles';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How many rings of candidate spots are tried around the wanted centre before giving up. */
const MAX_RINGS = 6;

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * The centre nearest to `wanted` where a node of `size` overlaps no visible node (with `gap` between boxes),
 * searching rings of candidate spots one node-step apart; `wanted` itself when nothing is free nearby.
 * Node positions are box centres. Costs one pass over the nodes plus a few dozen candidate checks.
 */
export function findFreeSpot(
  state: MapState,
  wanted: Point,
  size: { width: number; height: number },
  gap = 40,
): Point {
  const stepX = size.width + gap;
  const stepY = size.height + gap;
  const reach = { x: stepX * (MAX_RINGS + 1), y: stepY * (MAX_RINGS + 1) };
  const near: Box[] = [];
  for (const node of state.nodes.values()) {
    if (node.data.visibility === 'hidden') continue;
    const { x, y } = node.position;
    if (Math.abs(x - wanted.x) > reach.x + 5000 || Math.abs(y - wanted.y) > reach.y + 5000) continue;
    const style = nodeStyleIn(state, node);
    near.push({
      x0: x - style.width / 2 - gap / 2,
      y0: y - style.height / 2 - gap / 2,
      x1: x + style.width / 2 + gap / 2,
      y1: y + style.height / 2 + gap / 2,
    });
  }
  const free = (c: Point): boolean => {
    const box = {
      x0: c.x - size.width / 2,
      y0: c.y - size.height / 2,
      x1: c.x + size.width / 2,
      y1: c.y + size.height / 2,
    };
    return near.every((b) => !overlaps(box, b));
  };
  if (free(wanted)) return { ...wanted };
  for (let ring = 1; ring <= MAX_RINGS; ring++) {
    const candidates: Point[] = [];
    for (let i = -ring; i <= ring; i++) {
      for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) !== ring) continue;
        candidates.push({ x: wanted.x + i * stepX, y: wanted.y + j * stepY });
      }
    }
    candidates.sort(
      (a, b) => Math.hypot(a.x - wanted.x, a.y - wanted.y) - Math.hypot(b.x - wanted.x, b.y - wanted.y),
    );
    const spot = candidates.find(free);
    if (spot) return spot;
  }
  return { ...wanted };
}

import type { Point } from '@mapa/model';
import type { MapScene } from '../../scene/MapScene';
import { emptyBox, type Box } from '../../geometry/Box';

/** Grid spacing in graph units (spec §9). */
export const GRID_SPACING = 90;
/** How close (screen px) a dragged node's centre must come to another's to align with it (spec §9). */
export const GUIDE_TOLERANCE_PX = 10;

/** Alignment guides shown while dragging: a vertical line at `x` and/or a horizontal one at `y` (graph units). */
export interface Guides {
  x: number | null;
  y: number | null;
}

/** The nearest multiple of `spacing`. */
export function snapToGrid(value: number, spacing = GRID_SPACING): number {
  return Math.round(value / spacing) * spacing;
}

const found = new Set<string>();
const area: Box = emptyBox();

/**
 * Aligns a dragged centre with the centres of other shown nodes in `view` (found through the spatial index, so
 * the cost follows what is on screen): each axis snaps to the closest centre within the tolerance. Returns the
 * adjusted centre and the guides to draw.
 */
export function alignToNodes(
  scene: MapScene,
  centre: Point,
  view: Box,
  zoom: number,
  ignore: ReadonlySet<string>,
): { centre: Point; guides: Guides } {
  const tolerance = GUIDE_TOLERANCE_PX / zoom;
  area.minX = view.minX;
  area.minY = view.minY;
  area.maxX = view.maxX;
  area.maxY = view.maxY;
  scene.nodeIndex.query(area, found);
  let bestX = tolerance;
  let bestY = tolerance;
  let x: number | null = null;
  let y: number | null = null;
  for (const id of found) {
    if (ignore.has(id) || !scene.isShown(id)) continue;
    const other = scene.state?.getNode(id);
    if (!other) continue;
    const dx = Math.abs(other.position.x - centre.x);
    const dy = Math.abs(other.position.y - centre.y);
    if (dx <= bestX) {
      bestX = dx;
      x = other.position.x;
    }
    if (dy <= bestY) {
      bestY = dy;
      y = other.position.y;
    }
  }
  found.clear();
  return { centre: { x: x ?? centre.x, y: y ?? centre.y }, guides: { x, y } };
}

import type { Box } from '../../geometry/Box';
import { scaleAllowed } from './snapshotScale';

/** What choosing among overview pictures needs to know of one: the zoom it was drawn at and the graph box it holds. */
export interface LevelInfo {
  readonly zoom: number;
  readonly covered: Box;
}

/** The camera a picture is drawn for: its centre, zoom and view size in screen px. */
export interface LevelView {
  centerX: number;
  centerY: number;
  zoom: number;
  width: number;
  height: number;
}

/** Once the zoom has drifted this far from the shown picture's, a sharper (or wider) one is drawn ahead of need. */
export const PREFETCH_DRIFT = 1.08;
/** Zooming in, the next picture is drawn this much closer than the camera is, so it serves the next steps too. */
export const ZOOM_AHEAD = 1.25;
/** Panning, a new picture is drawn once the view comes within this share of its size of the picture's edge. */
export const PAN_AHEAD = 0.25;

/**
 * True when `level` can stand in for `view` at `zoom`: its scale is allowed (`scaleAllowed`) and it holds the
 * view, or at least the part of the view where the map is (`map`: the scene's drawn bounds; null when unknown),
 * so a picture of a whole map serves every view of it.
 */
export function levelFits(level: LevelInfo, zoom: number, view: Box, map: Box | null): boolean {
  if (!scaleAllowed(zoom, level.zoom)) return false;
  return holds(level.covered, view, map);
}

/** True when `covered` holds the part of `area` inside `map` (all of `area` when `map` is null). */
function holds(covered: Box, area: Box, map: Box | null): boolean {
  const minX = map ? Math.max(area.minX, map.minX) : area.minX;
  const minY = map ? Math.max(area.minY, map.minY) : area.minY;
  const maxX = map ? Math.min(area.maxX, map.maxX) : area.maxX;
  const maxY = map ? Math.min(area.maxY, map.maxY) : area.maxY;
  if (minX > maxX || minY > maxY) return true; // nothing of the map there
  return minX >= covered.minX && maxX <= covered.maxX && minY >= covered.minY && maxY <= covered.maxY;
}

/**
 * Which of `levels` to show for `view` at `zoom`, or -1 when none fits: the nearest at or above the needed
 * resolution (the largest scale ≤ 1, a picture shrunk as little as possible), else the least magnified.
 */
export function pickLevel(levels: readonly LevelInfo[], zoom: number, view: Box, map: Box | null): number {
  let best = -1;
  let bestRank = Infinity;
  for (let i = 0; i < levels.length; i++) {
    if (!levelFits(levels[i], zoom, view, map)) continue;
    const k = zoom / levels[i].zoom;
    const rank = k <= 1 ? 1 - k : 1 + k;
    if (rank < bestRank) {
      best = i;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * The zoom a new picture should be drawn at while `shown` is on screen at `zoom` over `view`, or 0 when it
 * serves for now: zooming in past PREFETCH_DRIFT, one ZOOM_AHEAD closer; zooming out past both (a picture drawn
 * ahead starts out shrunk by up to that much, and shrinking loses no sharpness), at the camera's zoom; panning
 * near its edge, at the camera's zoom, centred on the view. `settled`: the camera rests on a scaled picture, so
 * one at exactly its zoom is due.
 */
export function plannedZoom(
  shown: LevelInfo,
  zoom: number,
  view: Box,
  map: Box | null,
  settled: boolean,
): number {
  const k = zoom / shown.zoom;
  if (settled && Math.abs(k - 1) > 1e-6) return zoom;
  if (k > PREFETCH_DRIFT) return zoom * ZOOM_AHEAD;
  if (k < 1 / (PREFETCH_DRIFT * ZOOM_AHEAD)) return zoom;
  const ahead = {
    minX: view.minX - (view.maxX - view.minX) * PAN_AHEAD,
    minY: view.minY - (view.maxY - view.minY) * PAN_AHEAD,
    maxX: view.maxX + (view.maxX - view.minX) * PAN_AHEAD,
    maxY: view.maxY + (view.maxY - view.minY) * PAN_AHEAD,
  };
  return holds(shown.covered, ahead, map) ? 0 : zoom;
}

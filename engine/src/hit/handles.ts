import type { Point } from '@mapa/model';
import type { Camera } from '../camera/Camera';
import type { Corner } from '../tools/ToolContext';

/** Size of a resize handle, in screen px. */
export const HANDLE_SIZE_PX = 10;
/** The four resize handles of a node. */
export const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];

/** A corner of a node's box, in graph coordinates. */
export function cornerPoint(cx: number, cy: number, width: number, height: number, corner: Corner): Point {
  return {
    x: cx + (corner === 'ne' || corner === 'se' ? width / 2 : -width / 2),
    y: cy + (corner === 'sw' || corner === 'se' ? height / 2 : -height / 2),
  };
}

/**
 * The resize handle under a screen point for a node centred at (cx, cy) of the given size, or null. Handles keep
 * their screen size at any zoom, so the test is done in screen px (slightly larger than drawn: easier to grab).
 */
export function hitResizeHandle(
  camera: Camera,
  cx: number,
  cy: number,
  width: number,
  height: number,
  screen: Point,
): Corner | null {
  const reach = HANDLE_SIZE_PX / 2 + 2;
  for (const corner of CORNERS) {
    const s = camera.graphToScreen(cornerPoint(cx, cy, width, height, corner));
    if (Math.abs(s.x - screen.x) <= reach && Math.abs(s.y - screen.y) <= reach) return corner;
  }
  return null;
}

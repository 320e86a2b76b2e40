import type { Box } from '../geometry/Box';
import { DEFAULT_FIT_PADDING, MIN_ZOOM, fitZoom, type Camera } from './Camera';

/**
 * Before zooming below MIN_ZOOM: moves the camera's floor to what shows the whole map (`bounds`), so zooming out
 * reaches the view Fit gives and stops there. The caller reads the bounds only then, never while zooming at
 * ordinary scales.
 */
export function allowZoomBelowFloor(camera: Camera, zoom: number, bounds: () => Box | null): void {
  if (zoom >= MIN_ZOOM) return;
  const box = bounds();
  const area = camera.visibleArea();
  const whole = box ? fitZoom(box, area.width, area.height, DEFAULT_FIT_PADDING) : MIN_ZOOM;
  // Never above where the view already is (a Fit with more padding went a little lower).
  camera.allowZoomFor(Math.min(whole, Math.max(camera.zoom, camera.minZoom)));
}

/**
 * The container changed size, its top-left corner moving `moved` px on the page (a panel opening on its left
 * side). What is on screen keeps its place on the page (the graph point under the new top-left corner stays
 * there), so a panel opening beside the canvas, on either side, covers part of it rather than sliding the map
 * under the tool bars; the first sizing keeps the centre. False when nothing changed.
 */
export function resizeKeepingCorner(
  camera: Camera,
  width: number,
  height: number,
  moved: { x: number; y: number } = { x: 0, y: 0 },
): boolean {
  if (width === camera.width && height === camera.height) return false;
  const sized = camera.width > 1 || camera.height > 1;
  const topLeft = camera.screenToGraph(moved);
  camera.setSize(width, height);
  if (sized)
    camera.center = {
      x: topLeft.x + camera.width / 2 / camera.zoom,
      y: topLeft.y + camera.height / 2 / camera.zoom,
    };
  return true;
}

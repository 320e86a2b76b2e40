import type { Point } from '@mapa/model';
import { emptyBox, union, type Box } from '../geometry/Box';
import { nodeShapeBox } from '../geometry/nodeGeometry';
import type { MapScene } from '../scene/MapScene';
import { fitZoom, MAX_ZOOM, clampZoom, type Camera } from './Camera';

const scratch: Box = emptyBox();

/** The box around the shapes of the nodes `ids` that exist in the scene, hidden ones included; null for none. */
export function nodesBounds(scene: MapScene, ids: readonly string[]): Box | null {
  const out = emptyBox();
  for (const id of ids) {
    const node = scene.node(id);
    const style = scene.nodeStyle(id);
    if (node && style) union(out, nodeShapeBox(node, style, scratch));
  }
  return out.minX > out.maxX ? null : out;
}

/**
 * The camera view that shows `bounds` whole in the camera's uncovered area (the screen less the shell's insets)
 * less `padding` px each side: the fitting zoom, never above `maxZoom` (one small node would otherwise fill a
 * projector at 7×), and the centre that puts the bounds in the middle of that area. Call after the zoom floor is
 * set for it (`allowZoomBelowFloor`): the centre is worked out for the zoom the camera will really take.
 */
export function viewOfBounds(
  camera: Camera,
  bounds: Box,
  padding: number,
  maxZoom = MAX_ZOOM,
): { center: Point; zoom: number } {
  const area = camera.visibleArea();
  const zoom = clampZoom(
    Math.min(fitZoom(bounds, area.width, area.height, padding), maxZoom, MAX_ZOOM),
    camera.minZoom,
  );
  const middle = { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 };
  return { center: camera.centerShowing(middle, zoom), zoom };
}

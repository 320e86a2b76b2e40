import type { Point } from '@mapa/model';
import { emptyBox, union, type Box } from '../geometry/Box';
import { nodeShapeBox } from '../geometry/nodeGeometry';
import type { MapScene } from '../scene/MapScene';
import { fitZoom, MAX_ZOOM } from './Camera';

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
 * The view that shows `bounds` whole in a `width`×`height` screen less `padding` px each side: its centre and the
 * fitting zoom, never above `maxZoom` (one small node would otherwise fill a projector at 7×).
 */
export function viewOfBounds(
  bounds: Box,
  width: number,
  height: number,
  padding: number,
  maxZoom = MAX_ZOOM,
): { center: Point; zoom: number } {
  return {
    center: { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 },
    zoom: Math.min(fitZoom(bounds, width, height, padding), maxZoom, MAX_ZOOM),
  };
}

import type { MapScene } from '../../scene/MapScene';
import { emptyBox, type Box } from '../../geometry/Box';
import { nodeShapeBox } from '../../geometry/nodeGeometry';

const near = new Set<string>();
const shape = emptyBox();

/**
 * True when a node drawn in front of node `id` (a higher z-rank) covers part of `box`, its label at its own size:
 * labels are drawn in one layer above every node, so a label the front node would cover is left out rather than
 * painted over it (a node sent to the back keeps its label behind the node in front). With `id` null (an edge
 * label: edges lie under every node) any node covering it counts.
 */
export function labelOccluded(scene: MapScene, id: string | null, box: Box): boolean {
  const rank = id === null ? -1 : scene.rankOf(id);
  scene.nodeIndex.query(box, near);
  for (const other of near) {
    if (other === id || (id !== null && scene.rankOf(other) <= rank)) continue;
    const node = scene.node(other);
    const style = node && scene.nodeStyle(other);
    if (node && style && overlaps(nodeShapeBox(node, style, shape), box)) return true;
  }
  return false;
}

/** True when the boxes share some area (touching is not covering). */
function overlaps(a: Box, b: Box): boolean {
  return a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY;
}

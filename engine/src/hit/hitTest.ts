import type { HitTarget } from '../api';
import type { MapScene } from '../scene/MapScene';
import { intersects, emptyBox, type Box } from '../geometry/Box';
import { nodeShapeBox } from '../geometry/nodeGeometry';
import { distanceToPolyline } from '../edges/curves';
import { pointInPolygon, shapePolygon } from '@mapa/model';

/** How far from an edge's line a click still hits it, in screen px. */
export const EDGE_HIT_TOLERANCE_PX = 6;

// Reused between calls: hit-testing runs on every pointer move.
const found = new Set<string>();
const outline: number[] = [];
const head = [0, 0, 0, 0];
const shapeBox: Box = emptyBox();
const CANVAS: HitTarget = { kind: 'canvas' };

/** The topmost shown node whose shape contains the graph point (but those in `except`), or null. */
export function hitNode(scene: MapScene, x: number, y: number, except?: ReadonlySet<string>): string | null {
  let best: string | null = null;
  let bestRank = -Infinity;
  for (const id of scene.nodeIndex.queryPoint(x, y, found)) {
    if (except?.has(id)) continue;
    const rank = scene.rankOf(id);
    if (rank <= bestRank) continue;
    const node = scene.node(id);
    const style = scene.nodeStyle(id);
    if (!node || !style) continue;
    shapePolygon(style.shape, style.width, style.height, outline);
    if (pointInPolygon(outline, x - node.position.x, y - node.position.y)) {
      best = id;
      bestRank = rank;
    }
  }
  return best;
}

/** The edge nearest to the graph point within `tolerancePx` screen px (or half its width), or null. */
export function hitEdge(
  scene: MapScene,
  x: number,
  y: number,
  zoom: number,
  tolerancePx = EDGE_HIT_TOLERANCE_PX,
): string | null {
  const slack = tolerancePx / zoom;
  const probe: Box = { minX: x - slack, minY: y - slack, maxX: x + slack, maxY: y + slack };
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const id of scene.edgeIndex.query(probe, found)) {
    const style = scene.edgeStyle(id);
    const path = style ? scene.sampleEdge(id) : undefined;
    if (!path || !style) continue;
    let d = distanceToPolyline(path.points, x, y, path.length);
    for (let k = 0; k < path.arrowCount; k++) {
      // The line stops at the arrow's base; the head itself counts too.
      const a = path.arrows[k];
      head[0] = a.x - a.dx * a.length;
      head[1] = a.y - a.dy * a.length;
      head[2] = a.x;
      head[3] = a.y;
      d = Math.min(d, distanceToPolyline(head, x, y));
    }
    if (d <= Math.max(slack, style.width / 2, style.endWidth / 2) && d < bestDistance) {
      best = id;
      bestDistance = d;
    }
  }
  return best;
}

/** What a graph point hits: nodes (drawn above edges) first, then edges, else the canvas. */
export function hitTest(scene: MapScene, x: number, y: number, zoom: number): HitTarget {
  const node = hitNode(scene, x, y);
  if (node) return { kind: 'node', id: node };
  const edge = hitEdge(scene, x, y, zoom);
  if (edge) return { kind: 'edge', id: edge };
  return CANVAS;
}

/** Ids of the shown nodes whose shape box intersects `box` (box selection). */
export function nodesInBox(scene: MapScene, box: Box): string[] {
  const ids: string[] = [];
  for (const id of scene.nodeIndex.query(box, found)) {
    const node = scene.node(id);
    const style = scene.nodeStyle(id);
    if (node && style && intersects(nodeShapeBox(node, style, shapeBox), box)) ids.push(id);
  }
  return ids;
}

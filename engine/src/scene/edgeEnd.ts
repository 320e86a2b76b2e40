import type { MapNode } from '@mapa/model';
import type { NodeStyle } from '../geometry/nodeGeometry';
import { shapePolygon } from '@mapa/model';

/** One end of an edge being indexed, reused: its outline is rebuilt only when the shape or size differs. */
export interface ScratchEnd {
  x: number;
  y: number;
  outline: number[];
  shape: string;
  width: number;
  height: number;
}

export const scratchEnd = (): ScratchEnd => ({ x: 0, y: 0, outline: [], shape: '', width: -1, height: -1 });

/** Writes the node's centre into `out`, and its outline when the shape or size differs from the last one. */
export function fillEnd(out: ScratchEnd, node: MapNode, style: NodeStyle): void {
  out.x = node.position.x;
  out.y = node.position.y;
  if (out.shape !== style.shape || out.width !== style.width || out.height !== style.height) {
    shapePolygon(style.shape, style.width, style.height, out.outline);
    out.shape = style.shape;
    out.width = style.width;
    out.height = style.height;
  }
}

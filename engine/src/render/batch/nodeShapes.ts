import type { NodeShape } from '@mapa/model';
import { shapePolygon } from '@mapa/model';

/** How the node shader draws a shape: an analytic distance function, or a polygon from the shared table. */
export const enum ShapeKind {
  Rectangle = 0,
  RoundRectangle = 1,
  Ellipse = 2,
  Polygon = 3,
  RoundPolygon = 4,
}

/** A shape's kind and, for polygons, where its unit outline sits in `SHAPE_VERTICES` (vec2 index and count). */
export interface ShapeCode {
  kind: ShapeKind;
  start: number;
  count: number;
}

const POLYGONS: readonly NodeShape[] = [
  'triangle',
  'diamond',
  'pentagon',
  'hexagon',
  'star',
  'rhomboid',
  'right-rhomboid',
];
const ROUNDED: Partial<Record<NodeShape, NodeShape>> = {
  'round-triangle': 'triangle',
  'round-diamond': 'diamond',
  'round-pentagon': 'pentagon',
  'round-hexagon': 'hexagon',
};

/** Unit outlines ([-1, 1]², y down) of every polygon shape, back to back: the same outlines hit-testing uses. */
export const SHAPE_VERTICES: readonly number[] = [];
const codes = new Map<NodeShape, ShapeCode>();
for (const shape of POLYGONS) {
  const unit = shapePolygon(shape, 2, 2);
  codes.set(shape, { kind: ShapeKind.Polygon, start: SHAPE_VERTICES.length / 2, count: unit.length / 2 });
  (SHAPE_VERTICES as number[]).push(...unit);
}
for (const [round, plain] of Object.entries(ROUNDED) as [NodeShape, NodeShape][]) {
  const base = codes.get(plain)!;
  codes.set(round, { ...base, kind: ShapeKind.RoundPolygon });
}
codes.set('rectangle', { kind: ShapeKind.Rectangle, start: 0, count: 0 });
codes.set('round-rectangle', { kind: ShapeKind.RoundRectangle, start: 0, count: 0 });
codes.set('ellipse', { kind: ShapeKind.Ellipse, start: 0, count: 0 });

/** The shader code of a node shape; unknown shapes draw as the default round rectangle. */
export function shapeCode(shape: NodeShape): ShapeCode {
  return codes.get(shape) ?? codes.get('round-rectangle')!;
}

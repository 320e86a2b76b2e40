import { z } from './zod';
import { MAX_COORDINATE } from '../limits/coordinates';

/** Every node shape of DESIGN §7 (the union of the spec's two readings). */
export const NODE_SHAPES = [
  'ellipse',
  'triangle',
  'round-triangle',
  'rectangle',
  'round-rectangle',
  'diamond',
  'round-diamond',
  'pentagon',
  'round-pentagon',
  'hexagon',
  'round-hexagon',
  'star',
  'rhomboid',
  'right-rhomboid',
] as const;
export const nodeShapeSchema = z.enum(NODE_SHAPES);
export type NodeShape = z.infer<typeof nodeShapeSchema>;

/** Edge curve styles (spec §3.3). */
export const EDGE_CURVES = [
  'bezier',
  'taxi',
  'straight',
  'unbundled-bezier',
  'segments',
  'haystack',
] as const;
export const edgeCurveSchema = z.enum(EDGE_CURVES);
export type EdgeCurve = z.infer<typeof edgeCurveSchema>;

export const EDGE_DIRECTIONS = ['one-way', 'two-way', 'none'] as const;
export const edgeDirectionSchema = z.enum(EDGE_DIRECTIONS);
export type EdgeDirection = z.infer<typeof edgeDirectionSchema>;

export const TEXT_POSITIONS = ['top', 'right', 'bottom', 'left', 'center'] as const;
export const textPositionSchema = z.enum(TEXT_POSITIONS);
export type TextPosition = z.infer<typeof textPositionSchema>;

export const backgroundFitSchema = z.enum(['cover', 'contain']);
export type BackgroundFit = z.infer<typeof backgroundFitSchema>;

export const VIEW_MODES = ['mindmap', 'text', 'flashcards'] as const;
export const viewModeSchema = z.enum(VIEW_MODES);
export type ViewMode = z.infer<typeof viewModeSchema>;

const range = `the editor's range is ±${MAX_COORDINATE.toLocaleString('en')}`;

/** A coordinate on the map: a finite number within ±{@link MAX_COORDINATE} (documents stored before are clamped). */
export const coordinateSchema = z
  .number()
  .min(-MAX_COORDINATE, `must be at least -${MAX_COORDINATE.toLocaleString('en')} (${range})`)
  .max(MAX_COORDINATE, `must be at most ${MAX_COORDINATE.toLocaleString('en')} (${range})`);

/** A size on the map (a side, a stroke, a font): positive and at most {@link MAX_COORDINATE}. */
export const sizeSchema = z
  .number()
  .positive()
  .max(MAX_COORDINATE, `must be at most ${MAX_COORDINATE.toLocaleString('en')} (${range})`);

export const pointSchema = z.looseObject({ x: coordinateSchema, y: coordinateSchema });
export type Point = z.infer<typeof pointSchema>;

export const dimensionsSchema = z.looseObject({
  width: sizeSchema,
  height: sizeSchema,
});
export type Dimensions = z.infer<typeof dimensionsSchema>;

import { z } from './zod';

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

export const pointSchema = z.looseObject({ x: z.number(), y: z.number() });
export type Point = z.infer<typeof pointSchema>;

export const dimensionsSchema = z.looseObject({
  width: z.number().positive(),
  height: z.number().positive(),
});
export type Dimensions = z.infer<typeof dimensionsSchema>;

import { z } from './zod';
import { coordinateSchema, pointSchema, sizeSchema } from './enums';

/**
 * Bounds of a support image; the spec allows both `{width,height}` and `{w,h}`. The sides are held to the
 * editor's range like coordinates (stored images may have any sign).
 */
export const imageBoundsSchema = z.looseObject({
  x: coordinateSchema,
  y: coordinateSchema,
  width: coordinateSchema.optional(),
  height: coordinateSchema.optional(),
  w: coordinateSchema.optional(),
  h: coordinateSchema.optional(),
});
export type ImageBounds = z.infer<typeof imageBoundsSchema>;

/** A background (support) image or looping muted video (spec §3.4). */
export const supportImageSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional(),
  url: z.string().min(1, 'An Support Image must have a url set'),
  bounds: imageBoundsSchema,
  resourceW: z.number().optional(),
  resourceH: z.number().optional(),
  locked: z.boolean().optional(),
  visible: z.boolean().optional(),
});
export type SupportImage = z.infer<typeof supportImageSchema>;

export const drawingPathSchema = z.looseObject({
  points: z.array(pointSchema),
  strokeWidth: sizeSchema,
  strokeColor: z.string(),
  coordSpace: z.literal('graph').optional(),
});
export type DrawingPath = z.infer<typeof drawingPathSchema>;

export const drawingTextSchema = z.looseObject({
  x: coordinateSchema,
  y: coordinateSchema,
  text: z.string(),
  fontSize: sizeSchema,
  color: z.string(),
});
export type DrawingText = z.infer<typeof drawingTextSchema>;

export const drawingDataSchema = z.looseObject({
  paths: z.array(drawingPathSchema).default([]),
  texts: z.array(drawingTextSchema).default([]),
});
export type DrawingData = z.infer<typeof drawingDataSchema>;

/** The canvas record (spec §3.4). */
export const canvasSchema = z.looseObject({
  backgroundColor: z.string().optional(),
  backgroundImages: z.array(supportImageSchema).optional(),
  selection: z.unknown().optional(),
  center: pointSchema.optional(),
  zoom: z.number().positive().optional(),
  nodesOrder: z.array(z.string()).optional(),
  drawingData: drawingDataSchema.optional(),
  correctAnswers: z.number().int().nonnegative().optional(),
  wrongAnswers: z.number().int().nonnegative().optional(),
  /** The presenter's step order (node ids, issue 13); absent while the generated depth-first order is used. */
  presentationSteps: z.array(z.string()).optional(),
});
export type Canvas = z.infer<typeof canvasSchema>;

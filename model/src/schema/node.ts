import { z } from './zod';
import {
  backgroundFitSchema,
  dimensionsSchema,
  nodeShapeSchema,
  pointSchema,
  textPositionSchema,
} from './enums';

/** `node.data` (spec §3.2). Unknown fields are kept as they are. */
export const nodeDataSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string().optional(),
  type: z.string().optional(),
  description: z.string().nullish(),
  image: z.string().nullish(),
  imageURL: z.string().nullish(),
  icon: z.string().nullish(),
  iconColor: z.string().optional(),
  shape: nodeShapeSchema.optional(),
  dimensions: dimensionsSchema.optional(),
  backgroundColor: z.string().optional(),
  borderColor: z.string().optional(),
  backgroundFit: backgroundFitSchema.optional(),
  textPosition: textPositionSchema.optional(),
  textColor: z.string().optional(),
  textSize: z.number().positive().optional(),
  textBackgroundColor: z.string().optional(),
  locked: z.boolean().optional(),
  visibility: z.enum(['visible', 'hidden']).optional(),
  collapsed: z.boolean().optional(),
  correct: z.boolean().nullish(),
  mmSide: z.enum(['left', 'right']).optional(),
  color: z.string().optional(),
  /** Markers drawn before the label, in order (issue 36; ids of model/src/markers, unknown ids kept as they are). */
  markers: z.array(z.string().min(1).max(64)).max(32).optional(),
});
export type NodeData = z.infer<typeof nodeDataSchema>;

/** A node of the map graph: `{position, locked, data}`. */
export const mapNodeSchema = z.looseObject({
  position: pointSchema,
  locked: z.boolean().optional(),
  data: nodeDataSchema,
});
export type MapNode = z.infer<typeof mapNodeSchema>;

export { UNPOSITIONED, isUnpositioned } from './markers';

import { z } from './zod';
import { edgeCurveSchema, edgeDirectionSchema } from './enums';

/** `edge.data` (spec §3.3). */
export const edgeDataSchema = z.looseObject({
  id: z.string().min(1),
  source: z.string().min(1),
  target: z.string().min(1),
  label: z.string().optional(),
  description: z.string().nullish(),
  shape: edgeCurveSchema.optional(),
  color: z.string().optional(),
  direction: edgeDirectionSchema.optional(),
  width: z.number().positive().optional(),
  textColor: z.string().optional(),
  textSize: z.number().positive().optional(),
  textBackgroundColor: z.string().optional(),
});
export type EdgeData = z.infer<typeof edgeDataSchema>;

/** An edge of the map graph: `{data}`. */
export const mapEdgeSchema = z.looseObject({ data: edgeDataSchema });
export type MapEdge = z.infer<typeof mapEdgeSchema>;

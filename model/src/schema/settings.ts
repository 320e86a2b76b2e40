import { z } from './zod';
import {
  dimensionsSchema,
  edgeCurveSchema,
  edgeDirectionSchema,
  nodeShapeSchema,
  textPositionSchema,
  viewModeSchema,
} from './enums';

export { DEFAULT_TEMPLATE } from './markers';

/** Map settings (spec §3.5). */
export const settingsSchema = z.looseObject({
  templateEngine: z.string().optional(),
  templateApplied: z.boolean().optional(),
  /** The map's theme (issue 34): an id of `THEMES`; an unknown id draws the default theme. */
  theme: z.string().optional(),
  outputLanguage: z.string().optional(),
  defaultViewMode: viewModeSchema.optional(),
  defaultNodeColor: z.string().optional(),
  defaultNodeShape: nodeShapeSchema.optional(),
  defaultBorderColor: z.string().optional(),
  defaultNodeDimensions: dimensionsSchema.partial().optional(),
  defaultTextColor: z.string().optional(),
  defaultTextSize: z.number().positive().optional(),
  defaultTextPosition: textPositionSchema.optional(),
  defaultTextBackgroundColor: z.string().optional(),
  defaultImage: z.string().nullish(),
  defaultImageURL: z.string().nullish(),
  defaultEdgeColor: z.string().optional(),
  defaultEdgeShape: edgeCurveSchema.optional(),
  defaultEdgeDirection: edgeDirectionSchema.optional(),
  defaultEdgeWidth: z.number().positive().optional(),
  defaultEdgeTextColor: z.string().optional(),
  defaultEdgeTextSize: z.number().positive().optional(),
  defaultEdgeTextBackgroundColor: z.string().optional(),
  disableAutomaticPositioning: z.boolean().nullish(),
});
export type Settings = z.infer<typeof settingsSchema>;

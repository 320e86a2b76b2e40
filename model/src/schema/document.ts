import { z } from 'zod';
import { mapNodeSchema } from './node';
import { mapEdgeSchema } from './edge';
import { canvasSchema } from './canvas';
import { settingsSchema } from './settings';

/**
 * The map graph as stored and sent on the wire (spec §3.1):
 * `{nodes, edges, version, htmlContent, canvas, settings}`. Unknown fields are preserved.
 */
export const mapDocumentSchema = z.looseObject({
  nodes: z.array(mapNodeSchema),
  edges: z.array(mapEdgeSchema),
  version: z.number().int().nonnegative().optional(),
  htmlContent: z.string().nullish(),
  canvas: canvasSchema.nullish(),
  settings: settingsSchema.nullish(),
});
export type MapDocumentInput = z.infer<typeof mapDocumentSchema>;

/** A normalised document: version is a number, canvas and settings are an object or null. */
export type MapDocument = Omit<MapDocumentInput, 'version' | 'canvas' | 'settings'> & {
  version: number;
  canvas: z.infer<typeof canvasSchema> | null;
  settings: z.infer<typeof settingsSchema> | null;
};

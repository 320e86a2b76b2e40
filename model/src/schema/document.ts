import { z } from './zod';
import { mapNodeSchema, type MapNode } from './node';
import { mapEdgeSchema, type MapEdge } from './edge';
import { canvasSchema, type Canvas } from './canvas';
import { settingsSchema, type Settings } from './settings';

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

/**
 * A normalised document: version is a number, htmlContent a string, canvas and settings an object or null.
 * Spelled out rather than derived with `Omit`, which on a type with an index signature drops the known keys.
 */
export interface MapDocument {
  nodes: MapNode[];
  edges: MapEdge[];
  version: number;
  htmlContent: string;
  canvas: Canvas | null;
  settings: Settings | null;
  /** Unknown top-level fields are kept. */
  [key: string]: unknown;
}

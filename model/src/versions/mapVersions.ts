import { z } from '../schema/zod';

/**
 * Why a version was kept: `edit` (the first save after 10 minutes without a version), or just before a
 * whole-document `upload`, an `import` into the map, an accepted AI change (`ai`) or a `restore` of another version.
 */
export const VERSION_REASONS = ['edit', 'upload', 'import', 'ai', 'restore'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

const versionChangesSchema = z.object({
  nodesAdded: z.number().int(),
  nodesChanged: z.number().int(),
  nodesRemoved: z.number().int(),
  edgesAdded: z.number().int(),
  edgesChanged: z.number().int(),
  edgesRemoved: z.number().int(),
  other: z.boolean(),
});

/**
 * One kept version of a map as `GET /api/maps/:id/versions` lists it: when it was kept, the revision it holds,
 * who edited it since the version before it, and what changed since then (`versionChanges`).
 */
export const mapVersionInfoSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  createdAt: z.string(),
  reason: z.enum(VERSION_REASONS),
  authors: z.array(z.string()),
  changes: versionChangesSchema,
});
export type MapVersionInfo = z.infer<typeof mapVersionInfoSchema>;

/** `GET /api/maps/:id/versions`: newest first. */
export const mapVersionsResponseSchema = z.object({ versions: z.array(mapVersionInfoSchema) });
export type MapVersionsResponse = z.infer<typeof mapVersionsResponseSchema>;

/** Version ids as the server makes them (`newId`): checked before they reach a database query or a blob key. */
export const VERSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

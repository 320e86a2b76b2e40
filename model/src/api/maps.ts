import { z } from '../schema/zod';
import { THEME_IDS } from '../theme/themeRegistry';
import { emailField, mapIdField, plainTextField } from './fields';

/** A member's role on a map. */
export const memberRoleSchema = z.enum(['editor', 'reader']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** The current user's role on a map (DESIGN §7): owner, else member role, else reader when public. */
export const mapRoleSchema = z.enum(['owner', 'editor', 'reader']);
export type MapRole = z.infer<typeof mapRoleSchema>;

/** A theme id (issue 34); anything else is refused with a message naming the accepted ids. */
export const themeIdSchema = z.enum(THEME_IDS as [string, ...string[]], {
  error: () => `Theme must be one of ${THEME_IDS.map((id) => `'${id}'`).join(', ')}`,
});

/**
 * `POST /api/maps` body. `template` names the new map's `settings.templateEngine` (default BaseTemplate); `theme`
 * its `settings.theme` (none: the default theme). The web app sends a dark theme while it is drawn dark.
 */
export const createMapRequestSchema = z.object({
  title: plainTextField().trim().max(200).optional(),
  template: z.string().trim().min(1).max(100).optional(),
  theme: themeIdSchema.optional(),
});
export type CreateMapRequest = z.input<typeof createMapRequestSchema>;

/** `POST /api/maps/:id/duplicate` body: the copy's title (default 'Copy of {name}'). */
export const duplicateMapRequestSchema = z.object({
  title: plainTextField().trim().max(200).optional(),
});
export type DuplicateMapRequest = z.input<typeof duplicateMapRequestSchema>;

/** `POST /api/maps` response. */
export const createMapResponseSchema = z.object({ id: z.string() });
export type CreateMapResponse = z.infer<typeof createMapResponseSchema>;

/** `GET /api/maps/:id` response: the map metadata and the caller's role. */
export const mapInfoSchema = z.object({
  id: z.string(),
  owner: z.string(),
  ownerName: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  isPublic: z.boolean(),
  encrypted: z.boolean(),
  /** Whether the owner marked the map as a template (the maps sidebar's Templates section). */
  template: z.boolean(),
  role: mapRoleSchema,
  revision: z.number().int(),
  lastModified: z.string(),
});
export type MapInfo = z.infer<typeof mapInfoSchema>;

/** One entry of `GET /api/getAvailableTrees` (spec §3.6); `path` is `{ownerEmail}/{id}`. */
export const availableTreeSchema = z.object({
  name: z.string(),
  ownerName: z.string(),
  owner: z.string(),
  tags: z.array(z.string()),
  path: z.string(),
  template: z.boolean(),
  favorite: z.boolean(),
  lastModified: z.string(),
  /** The caller's role on the map: cards offer the tag editor to owners and editors only. */
  role: mapRoleSchema,
  /** When the canvas preview (`GET /api/maps/:id/preview.png`) was last stored; null while there is none. */
  preview: z.string().nullable(),
});
export type AvailableTree = z.infer<typeof availableTreeSchema>;

/** `GET /api/getAvailableTrees` response, keyed by map id. */
export const availableTreesSchema = z.record(z.string(), availableTreeSchema);
export type AvailableTrees = z.infer<typeof availableTreesSchema>;

/** `GET /api/getDocumentMembers?id=` query. */
export const documentMembersQuerySchema = z.object({ id: mapIdField });

/** `GET /api/getDocumentMembers` response: e-mail to role. */
export const documentMembersSchema = z.record(z.string(), memberRoleSchema);
export type DocumentMembers = z.infer<typeof documentMembersSchema>;

/**
 * `POST /api/s3/updateTreeMetadata` body. Either `{id, treeTitle?, description?, owner}` (owner or editor) or the
 * sharing form `{id, members?, isPublic?}` (owner only); `members` replaces the whole member list.
 */
export const updateTreeMetadataRequestSchema = z.object({
  id: mapIdField,
  owner: emailField.optional(),
  treeTitle: plainTextField().trim().max(200).optional(),
  description: plainTextField().max(5000).optional(),
  members: z.record(emailField, memberRoleSchema).optional(),
  isPublic: z.boolean().optional(),
});
export type UpdateTreeMetadataRequest = z.input<typeof updateTreeMetadataRequestSchema>;

/** `{success: true}`, the answer of metadata writes. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** Most tags one map may carry, and the longest tag. */
export const MAX_MAP_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/**
 * `PUT /api/maps/:id/tags` body (owner or editor): the map's whole tag list. Tags are trimmed; blank ones and
 * repeats (compared case-insensitively) are dropped, so the stored list is what the maps sidebar shows.
 */
export const mapTagsRequestSchema = z.object({
  tags: z
    .array(plainTextField().trim().max(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters`))
    .max(MAX_MAP_TAGS, `A map has at most ${MAX_MAP_TAGS} tags`)
    .transform((tags) => {
      const seen = new Set<string>();
      return tags.filter((tag) => {
        const key = tag.toLowerCase();
        if (!tag || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
});
export type MapTagsRequest = z.input<typeof mapTagsRequestSchema>;

/** `PUT /api/maps/:id/favorite` body (anyone who can read the map): the caller's own favourite flag. */
export const mapFavoriteRequestSchema = z.object({ favorite: z.boolean() });
export type MapFavoriteRequest = z.input<typeof mapFavoriteRequestSchema>;

/** `PUT /api/maps/:id/template` body (owner only): whether the map is one of the owner's templates. */
export const mapTemplateRequestSchema = z.object({ template: z.boolean() });
export type MapTemplateRequest = z.input<typeof mapTemplateRequestSchema>;

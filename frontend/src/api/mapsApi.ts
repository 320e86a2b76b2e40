import type { Http } from './http';

/** A user's role on a map. */
export type MapRole = 'owner' | 'editor' | 'reader';

/** `GET /api/maps/:id`. */
export interface MapMetadata {
  id: string;
  owner: string;
  ownerName: string;
  name: string;
  description: string;
  image: string | null;
  isPublic: boolean;
  encrypted: boolean;
  /** Marked by its owner as a template (the maps sidebar's Templates section). */
  template?: boolean;
  role: MapRole;
  revision: number;
  lastModified: string;
}

/** One entry of `GET /api/getAvailableTrees`. */
export interface AvailableMap {
  name: string;
  ownerName: string;
  owner: string;
  tags: string[];
  path: string;
  template: boolean;
  favorite: boolean;
  lastModified: string;
  /** The caller's role on the map (older servers leave it out). */
  role?: MapRole;
  /** When the map's canvas preview was last stored; null or absent while it has none. */
  preview?: string | null;
}

/** An available map with its id, as the map list shows it. */
export interface MapSummary extends AvailableMap {
  id: string;
}

/** A member's role on a map (the owner is not a member). */
export type MemberRole = 'editor' | 'reader';

/** Who besides the owner may open a map: e-mail to role. */
export type MapMembers = Record<string, MemberRole>;

/** The map routes: list, create, metadata, sharing, favourites and tags. */
export function createMapsApi(http: Http) {
  return {
    list: async (): Promise<MapSummary[]> => {
      const trees = await http.json<Record<string, AvailableMap>>('/api/getAvailableTrees');
      return Object.entries(trees ?? {}).map(([id, map]) => ({ ...map, id }));
    },
    /** A new map; `theme` is its `settings.theme` (a dark one while the app is dark). */
    create: (input: { title?: string; theme?: string } = {}) =>
      http.json<{ id: string }>('/api/maps', { method: 'POST', body: input }).then((r) => r.id),
    /** A copy of a map the caller can read, as a new map of theirs; answers the copy's id. */
    duplicate: (id: string, title?: string) =>
      http
        .json<{ id: string }>(`/api/maps/${encodeURIComponent(id)}/duplicate`, {
          method: 'POST',
          body: title === undefined ? {} : { title },
        })
        .then((r) => r.id),
    /** Deletes a map with its document, images and history (owner only). */
    remove: (id: string) => http.json<void>(`/api/maps/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    /** The URL of the map's stored canvas preview; `version` (its time) makes a new preview load anew. */
    previewUrl: (id: string, version: string) =>
      `/api/maps/${encodeURIComponent(id)}/preview.png?v=${encodeURIComponent(version)}`,
    get: (id: string) => http.json<MapMetadata>(`/api/maps/${encodeURIComponent(id)}`),
    updateTitle: (input: { id: string; owner: string; treeTitle: string }) =>
      http.json<{ success: boolean }>('/api/s3/updateTreeMetadata', { method: 'POST', body: input }),
    /** Title and/or description (owner or editor). */
    updateMetadata: (input: { id: string; owner: string; treeTitle?: string; description?: string }) =>
      http.json<{ success: boolean }>('/api/s3/updateTreeMetadata', { method: 'POST', body: input }),
    /** `GET /api/getDocumentMembers` (owner or editor). */
    members: (id: string) => http.json<MapMembers>('/api/getDocumentMembers', { query: { id } }),
    /** Replaces the member list and/or the public flag (owner only, spec §4.11: saved immediately). */
    updateSharing: (input: { id: string; members?: MapMembers; isPublic?: boolean }) =>
      http.json<{ success: boolean }>('/api/s3/updateTreeMetadata', { method: 'POST', body: input }),
    setFavorite: (id: string, favorite: boolean) =>
      http.json<{ success: boolean }>(`/api/maps/${encodeURIComponent(id)}/favorite`, {
        method: 'PUT',
        body: { favorite },
      }),
    /** Marks the map as a template or not (owner only). */
    setTemplate: (id: string, template: boolean) =>
      http.json<{ success: boolean }>(`/api/maps/${encodeURIComponent(id)}/template`, {
        method: 'PUT',
        body: { template },
      }),
    /** Replaces the map's tags; answers the tags as stored (trimmed, without repeats). */
    setTags: (id: string, tags: string[]) =>
      http
        .json<{ tags: string[] }>(`/api/maps/${encodeURIComponent(id)}/tags`, {
          method: 'PUT',
          body: { tags },
        })
        .then((r) => r.tags),
  };
}

export type MapsApi = ReturnType<typeof createMapsApi>;

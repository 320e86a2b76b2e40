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
}

/** An available map with its id, as the map list shows it. */
export interface MapSummary extends AvailableMap {
  id: string;
}

/** The map routes: list, create, metadata. */
export function createMapsApi(http: Http) {
  return {
    list: async (): Promise<MapSummary[]> => {
      const trees = await http.json<Record<string, AvailableMap>>('/api/getAvailableTrees');
      return Object.entries(trees ?? {}).map(([id, map]) => ({ ...map, id }));
    },
    create: (input: { title?: string } = {}) =>
      http.json<{ id: string }>('/api/maps', { method: 'POST', body: input }).then((r) => r.id),
    get: (id: string) => http.json<MapMetadata>(`/api/maps/${encodeURIComponent(id)}`),
    updateTitle: (input: { id: string; owner: string; treeTitle: string }) =>
      http.json<{ success: boolean }>('/api/s3/updateTreeMetadata', { method: 'POST', body: input }),
  };
}

export type MapsApi = ReturnType<typeof createMapsApi>;

import {
  parseMapDocument,
  type MapDocument,
  type MapVersionInfo,
  type MapVersionsResponse,
} from '@mapa/model';
import { ApiError } from './ApiError';
import type { Http } from './http';

/** The version history of a map (owners and editors): the kept versions and each one's document. */
export function createVersionsApi(http: Http) {
  return {
    /** The map's kept versions, newest first. */
    list: async (mapId: string): Promise<MapVersionInfo[]> =>
      (await http.json<MapVersionsResponse>(`/api/maps/${encodeURIComponent(mapId)}/versions`)).versions,
    /** A version's document, parsed like a downloaded map. */
    document: async (mapId: string, versionId: string): Promise<MapDocument> => {
      const response = await http.send(
        `/api/maps/${encodeURIComponent(mapId)}/versions/${encodeURIComponent(versionId)}`,
      );
      const parsed = parseMapDocument(await response.text());
      if (!parsed.ok) {
        const { path, message } = parsed.error;
        throw new ApiError(422, 'INVALID_DOCUMENT', `${path}: ${message}`, path);
      }
      return parsed.document;
    },
  };
}

export type VersionsApi = ReturnType<typeof createVersionsApi>;

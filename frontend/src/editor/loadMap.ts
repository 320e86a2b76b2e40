import type { MapDocument } from '@mapa/model';
import type { Api, MapRole } from '../api';
import { DEMO_MAP_ID, demoDocument } from './demoDocument';

/** Everything the editor needs to open a map. */
export interface OpenMap {
  id: string;
  owner: string;
  title: string;
  role: MapRole;
  /** The demo map is edited in the browser only. */
  demo: boolean;
  document: MapDocument;
  revision: number | null;
}

/** Whether this map's changes are sent to the server: not for readers, not for the demo (spec §4.2). */
export function canSave(map: Pick<OpenMap, 'role' | 'demo'>): boolean {
  return !map.demo && map.role !== 'reader';
}

/**
 * Loads the metadata (role, owner, title) and the document of a map. A map we may not see answers 404, which
 * reaches the caller as an ApiError.
 */
export async function loadMap(
  api: Pick<Api, 'maps' | 'documents'>,
  id: string,
  t: (key: string) => string,
): Promise<OpenMap> {
  if (id === DEMO_MAP_ID) {
    return {
      id,
      owner: '',
      title: t('demo.title'),
      role: 'editor',
      demo: true,
      document: demoDocument(t),
      revision: null,
    };
  }
  const meta = await api.maps.get(id);
  const downloaded = await api.documents.download({ id, owner: meta.owner });
  return {
    id,
    owner: meta.owner,
    title: meta.name,
    role: meta.role,
    demo: false,
    document: downloaded.document,
    revision: downloaded.revision ?? meta.revision,
  };
}

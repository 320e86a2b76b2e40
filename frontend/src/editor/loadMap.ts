import {
  parseMapDocument,
  trustMapDocument,
  type MapDocument,
  type ParseMapDocumentResult,
} from '@mapa/model';
import type { Api, MapRole } from '../api';
import { invalidDocument } from '../api/documentsApi';
import { DEMO_MAP_ID, demoDocument } from './demoDocument';
import { checkDocument, PASSED_CHECK, type DocumentCheck } from './documentCheck/documentCheck';

/** Everything the editor needs to open a map. */
export interface OpenMap {
  id: string;
  owner: string;
  title: string;
  role: MapRole;
  /** The demo map is edited in the browser only. */
  demo: boolean;
  /** Read without the schema check (`trustMapDocument`): drawn first, checked alongside by `check`. */
  document: MapDocument;
  revision: number | null;
  /** The full check of `document`; until it is done, and for good when it fails, the map is read-only. */
  check: DocumentCheck;
}

/** What `loadMap` may be given besides the map's id. */
export interface LoadMapOptions {
  /** Starts the document check worker (`startCheckWorker`); without one big maps are checked after a task. */
  startWorker?: (() => Worker) | null;
  /** Called with the role as soon as the metadata is in, before the document downloads. */
  onRole?: (role: MapRole) => void;
  /** A big document's check worker starts once this settles (the editor's first frame of the map). */
  checkAfter?: Promise<unknown>;
}

/** Whether this map's changes are sent to the server: not for readers, not for the demo (spec §4.2). */
export function canSave(map: Pick<OpenMap, 'role' | 'demo'>): boolean {
  return !map.demo && map.role !== 'reader';
}

/** `trustMapDocument` of JSON text; text that is not JSON is refused as the full parser refuses it. */
function readUnchecked(text: string): ParseMapDocumentResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return parseMapDocument(text);
  }
  return trustMapDocument(value);
}

/**
 * Loads the metadata (role, owner, title) and the document of a map. A map we may not see answers 404, which
 * reaches the caller as an ApiError. The document is not checked before it is returned (the server checked it
 * when it was stored; issue #18: the first frame must not wait for the check): `check` runs the full parser at
 * once for a small map, in a worker for a big one. Only a document that cannot even be drawn (no node list, a
 * node without a position) is refused here, as a 422 `INVALID_DOCUMENT` naming the path.
 */
export async function loadMap(
  api: Pick<Api, 'maps' | 'documents'>,
  id: string,
  t: (key: string) => string,
  options: LoadMapOptions = {},
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
      check: PASSED_CHECK,
    };
  }
  const meta = await api.maps.get(id);
  options.onRole?.(meta.role);
  const downloaded = await api.documents.downloadText({ id, owner: meta.owner });
  const trusted = readUnchecked(downloaded.text);
  if (!trusted.ok) {
    // The full parser names the first thing wrong, which may come before what stopped drawing.
    const parsed = parseMapDocument(downloaded.text);
    throw invalidDocument(parsed.ok ? trusted.error : parsed.error);
  }
  const records = trusted.document.nodes.length + trusted.document.edges.length;
  return {
    id,
    owner: meta.owner,
    title: meta.name,
    role: meta.role,
    demo: false,
    document: trusted.document,
    revision: downloaded.revision ?? meta.revision,
    check: checkDocument(downloaded.text, records, options.startWorker ?? null, options.checkAfter),
  };
}

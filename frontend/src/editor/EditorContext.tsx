import { createContext, useContext } from 'react';
import type { Api } from '../api';
import { DocumentStore } from '../stores/DocumentStore';
import { SaveStore } from '../stores/SaveStore';
import { UiStore } from '../stores/UiStore';
import { canSave, type OpenMap } from './loadMap';

/** The stores of one open map. */
export interface EditorStores {
  map: OpenMap;
  doc: DocumentStore;
  save: SaveStore;
  ui: UiStore;
  /** Readers see the map and cannot change it. */
  readOnly: boolean;
}

/** Builds the stores of an open map; the save store sends through the real documents API. */
export function createEditorStores(
  map: OpenMap,
  api: Pick<Api, 'documents'>,
  onConflictResolved: () => void,
): EditorStores {
  const doc = new DocumentStore(map.document, { title: map.title });
  const ref = { id: map.id, owner: map.owner };
  const save = new SaveStore(
    doc,
    {
      upload: (document, revision, options) =>
        api.documents.upload(ref, document, { revision, keepalive: options?.keepalive }),
      download: () => api.documents.download(ref),
    },
    { enabled: canSave(map), revision: map.revision, onConflictResolved },
  );
  return { map, doc, save, ui: new UiStore(doc), readOnly: map.role === 'reader' };
}

export const EditorContext = createContext<EditorStores | null>(null);

/** The open map's stores; only valid inside the editor. */
export function useEditor(): EditorStores {
  const stores = useContext(EditorContext);
  if (!stores) throw new Error('useEditor() outside <EditorContext.Provider>');
  return stores;
}

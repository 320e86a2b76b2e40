import { createContext, useContext } from 'react';
import type { Api } from '../api';
import { DocumentStore } from '../stores/DocumentStore';
import { SaveStore } from '../sync/SaveStore';
import { IndexedDbPendingStorage } from '../sync/pendingStorage';
import { MapEventStream } from '../sync/mapEventStream';
import { PresenceStore } from './presence/PresenceStore';
import type { RebaseConflict } from '@mapa/model';
import { UiStore } from '../stores/UiStore';
import { PreviewUploader } from '../stores/PreviewUploader';
import { fitPreviewPicture, previewBackground } from '../stores/previewPicture';
import { LeaveGuard } from '../sync/LeaveGuard';
import { imagesApi } from '../api/imagesApi';
import { canSave, type OpenMap } from './loadMap';
import { CanvasToolsStore } from './canvasTools/CanvasToolsStore';
import { KeyboardEditing } from './accessibility/KeyboardEditing';
import { EditorCommands } from './canvasTools/editorCommands';
import { SidebarStore } from './leftSidebar/SidebarStore';
import i18n from '../i18n';
import { ChatStore } from './ai/ChatStore';
import { CompletionStore } from './ai/CompletionStore';
import { NavigatorStore } from './navigator/NavigatorStore';
import { StudyStore } from './study/StudyStore';
import { PresentationStore } from './presentation/PresentationStore';
import { IndexedDbGradeStorage } from './study/gradeQueue';
import { VersionsStore } from './versions/VersionsStore';
import { OnboardingStore } from './firstRun/OnboardingStore';
import { CardSession } from './flashcards/CardSession';
import { MapViewStore } from './mapView/MapViewStore';

/** The stores of one open map. */
export interface EditorStores {
  map: OpenMap;
  doc: DocumentStore;
  save: SaveStore;
  /** The map's live event stream (revisions and presence), whose `status` says when the server refused it. */
  events: MapEventStream;
  ui: UiStore;
  /** Nothing may be changed: readers, and everyone in flashcards view (`ui.editingDisabled`, spec §5). */
  readonly readOnly: boolean;
  /** Canvas editing chrome (search, context menu, panel tab, pointer) and the editing commands. */
  canvas: CanvasToolsStore;
  commands: EditorCommands;
  /** Editing without a pointer: keyboard moves and resizes, connect mode, the shortcuts help (issue #12). */
  keyboard: KeyboardEditing;
  /** Leaving the map waits for pending saves behind the 'Saving Changes...' loader. */
  leave: LeaveGuard;
  /** The left sidebar's open tab and width, and the right container's info (spec §2.7, §2.8). */
  sidebar: SidebarStore;
  /** The AI chat (messages tab) and the node description completion. */
  chat: ChatStore;
  completion: CompletionStore;
  /** Whether the navigator (minimap) is switched on; remembered per user in this browser. */
  navigator: NavigatorStore;
  /** The signed-in user's spaced-repetition session on this map (issue #13); null for a visitor. */
  study: StudyStore | null;
  /** The running presentation, if any (issue 13). */
  presentation: PresentationStore;
  /** The version history: kept versions, the one shown on the canvas, restoring one. */
  versions: VersionsStore;
  /** The onboarding tour (spec §2.22) while it runs. */
  onboarding: OnboardingStore;
  /** This viewer's flashcards session on the canvas (spec §2.20, §4.8): view state, never saved. */
  flashcards: CardSession;
  /** Who else has the map open, their selections and pointers (issue #16); null for visitors and the demo. */
  presence: PresenceStore | null;
  /** This viewer's focused branch and filter of the map (issue 36): view state, never saved. */
  mapView: MapViewStore;
}

/**
 * Builds the stores of an open map; the save store sends through the real documents and sync APIs. `account`: the
 * signed-in user's e-mail (null for a visitor), whose choices of editor chrome are remembered.
 */
export function createEditorStores(
  map: OpenMap,
  api: Pick<Api, 'documents' | 'sync' | 'ai' | 'auth' | 'reviews' | 'versions'>,
  onConflicts: (conflicts: RebaseConflict[]) => void,
  account: string | null = null,
): EditorStores {
  const doc = new DocumentStore(map.document, { title: map.title });
  const ref = { id: map.id, owner: map.owner };
  // One stream per map, shared: saving hears revisions on it, presence the rest.
  const events = new MapEventStream(api.sync.eventsUrl(map.id));
  let afterSave = () => {};
  const save = new SaveStore(
    doc,
    {
      save: (baseVersion, transactions, options) => api.sync.save(map.id, baseVersion, transactions, options),
      upload: (baseVersion, json) => api.documents.upload(ref, json, { revision: baseVersion }),
      pull: (since) => api.sync.pull(map.id, since),
      download: () => api.documents.download(ref),
      subscribe: (onRevision) => events.onRevision(onRevision),
    },
    {
      enabled: canSave(map),
      mapId: map.id,
      revision: map.revision,
      storage: typeof indexedDB === 'undefined' ? undefined : new IndexedDbPendingStorage(),
      onConflicts,
      onSaved: () => afterSave(),
    },
  );
  const ui = new UiStore(doc, { reader: map.role === 'reader', check: map.check });
  const canvas = new CanvasToolsStore();
  const commands = new EditorCommands({ doc, ui, canvas });
  const chat = new ChatStore({
    mapId: map.id,
    api: api.ai,
    doc,
    fetchCredits: () => api.auth.me().then((user) => user.credits),
    language: () => i18n.language,
  });
  const completion = new CompletionStore({
    mapId: map.id,
    api: api.ai,
    doc,
    onDone: () => void chat.refreshCredits(),
  });
  const stores: EditorStores = {
    map,
    doc,
    save,
    events,
    ui,
    get readOnly() {
      return this.ui.editingDisabled;
    },
    canvas,
    commands,
    keyboard: new KeyboardEditing({ doc, ui, canvas, commands }),
    leave: new LeaveGuard(save),
    sidebar: new SidebarStore(),
    chat,
    completion,
    navigator: new NavigatorStore(account),
    study:
      account === null
        ? null
        : new StudyStore(
            api.reviews,
            map.id,
            doc,
            Date.now,
            typeof indexedDB === 'undefined' ? null : new IndexedDbGradeStorage(),
          ),
    presentation: new PresentationStore(() => doc.state),
    versions: new VersionsStore(api.versions, map.id, doc, ui),
    onboarding: new OnboardingStore(),
    flashcards: new CardSession(typeof window === 'undefined' ? 1280 : window.innerWidth),
    mapView: new MapViewStore(),
    presence:
      account === null || map.demo
        ? null
        : new PresenceStore({
            post: (update) => api.sync.presence(map.id, update),
            subscribe: (listener) => events.onPresence(listener),
            mayPoint: () => map.role !== 'reader' || ui.presenting,
            presenting: () => ui.presenting,
          }),
  };
  // Edited steps, deleted nodes and remote changes reach a running presentation at once.
  doc.subscribe(() => stores.presentation.refresh());
  const previews = new PreviewUploader(
    () => stores.ui.engine,
    (png) => imagesApi.upload({ owner: map.owner, mapId: map.id }, 'preview.png', png),
    Math.random,
    (picture) => fitPreviewPicture(picture, previewBackground(doc.state)),
  );
  afterSave = () => void previews.afterSave();
  return stores;
}

export const EditorContext = createContext<EditorStores | null>(null);

/** The open map's stores; only valid inside the editor. */
export function useEditor(): EditorStores {
  const stores = useContext(EditorContext);
  if (!stores) throw new Error('useEditor() outside <EditorContext.Provider>');
  return stores;
}

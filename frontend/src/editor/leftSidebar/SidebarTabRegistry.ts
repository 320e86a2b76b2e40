import type { EditorStores } from '../EditorContext';
import { DEFAULT_SIDEBAR_WIDTH } from './sidebarSizes';
import type { SidebarTab } from './sidebarTab';

/** The tabs of the left sidebar, kept in rail order. */
export class SidebarTabRegistry {
  private readonly tabs = new Map<string, SidebarTab>();

  /** Adds a tab; a second tab with the same id is a programming error. Returns a function that removes it. */
  register(tab: SidebarTab): () => void {
    if (this.tabs.has(tab.id)) throw new Error(`Sidebar tab '${tab.id}' is registered twice`);
    this.tabs.set(tab.id, tab);
    return () => {
      if (this.tabs.get(tab.id) === tab) this.tabs.delete(tab.id);
    };
  }

  get(id: string): SidebarTab | undefined {
    return this.tabs.get(id);
  }

  /** Every tab, by `order` then id. */
  list(): SidebarTab[] {
    return [...this.tabs.values()].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  }

  /**
   * The tabs this user sees now (spec §2.7): none in flashcards view, only `forReaders` tabs for a reader, and
   * each tab's own `visible` condition. Call inside an observer to follow view and role changes.
   */
  visibleFor(stores: EditorStores): SidebarTab[] {
    if (stores.ui.viewMode === 'flashcards') return [];
    const reader = stores.map.role === 'reader';
    return this.list().filter((tab) => (!reader || tab.forReaders) && (tab.visible?.(stores) ?? true));
  }

  /**
   * Opens tab `id` from elsewhere in the editor (the node panel's AI assistant button opens the messages tab, spec
   * §2.9) at its width and with its `onOpen`. A tab this user cannot see now stays closed; returns whether it is open.
   */
  open(stores: EditorStores, id: string): boolean {
    const tab = this.visibleFor(stores).find((candidate) => candidate.id === id);
    if (!tab) return false;
    if (stores.sidebar.openTab !== id) {
      stores.sidebar.open(id, tab.width ?? DEFAULT_SIDEBAR_WIDTH);
      tab.onOpen?.(stores);
    }
    return true;
  }
}

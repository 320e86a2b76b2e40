import type { ComponentType } from 'react';
import type { EditorStores } from '../EditorContext';

/** What a tab's panel is given. */
export interface SidebarPanelProps {
  /** Closes the tab (the panel's own close actions, e.g. after choosing a template). */
  onClose: () => void;
}

/**
 * One tab of the left sidebar (spec §2.7). A feature describes its tab once and the sidebar does the rest: the
 * rail button (icon, accessible name, tooltip, badge, balloon), the panel at the tab's width, resizing, closing.
 */
export interface SidebarTab {
  /** Unique and stable: 'info', 'messages', 'presentation', 'download', 'share', 'settings', 'upload'. */
  id: string;
  /** Position on the rail, low first (info 10, messages 20, presentation 30, download 40, share 50, settings 60, upload 70). */
  order: number;
  /** A Tabler-style icon component. */
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** i18n key of the button's name (and of the panel's title, unless `titleKey` is given). */
  labelKey: string;
  /** i18n key of the panel's title when it says more than the button ('Share' opens 'Share and embed'). */
  titleKey?: string;
  /** Panel width in px (the whole sidebar, rail included); {@link DEFAULT_SIDEBAR_WIDTH} when left out. */
  width?: number;
  /** Shown to readers too (spec §2.7: readers get only the info tab). Default false. */
  forReaders?: boolean;
  /** Further conditions, read inside a MobX observer (e.g. presentation: mindmap view only). Default: shown. */
  visible?: (stores: EditorStores) => boolean;
  /** The panel's content; mounted only while the tab is open. */
  Panel: ComponentType<SidebarPanelProps>;
  /**
   * The panel fills the sidebar's height and scrolls its own parts (the chat keeps its input at the bottom). Default
   * false: the sidebar scrolls the panel as a whole, with the usual padding.
   */
  fill?: boolean;
  /** Shown at the right of the panel's title (e.g. the chat's credit balance, spec §2.14); mounted while open. */
  HeaderAside?: ComponentType;
  /** A count on the button (e.g. unread messages); nothing when 0, null or undefined. Read inside an observer. */
  badge?: (stores: EditorStores) => number | null | undefined;
  /**
   * A short balloon next to the button (e.g. 'New message') while the tab is closed; clicking it opens the tab.
   * Returns already translated text, or null for none. Read inside an observer.
   */
  balloon?: (stores: EditorStores) => string | null | undefined;
  /** Called when the tab opens (e.g. to mark messages read and clear the balloon). */
  onOpen?: (stores: EditorStores) => void;
}

/** Types a tab definition; a feature default-exports one from a `*.sidebarTab.tsx` module (see `tabs.ts`). */
export function defineSidebarTab(tab: SidebarTab): SidebarTab {
  return tab;
}

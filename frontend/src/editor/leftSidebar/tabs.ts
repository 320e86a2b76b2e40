import { SidebarTabRegistry } from './SidebarTabRegistry';
import type { SidebarTab } from './sidebarTab';

/*
 * Every `*.sidebarTab.tsx` module under `editor/` default-exports one tab and is found here at build time, so a
 * feature adds its tab by adding its own file: no shared list to edit, no other tab to touch.
 */
const modules = import.meta.glob<{ default: SidebarTab }>('../**/*.sidebarTab.tsx', { eager: true });

/** The editor's left sidebar tabs. */
export const sidebarTabs = new SidebarTabRegistry();
for (const module of Object.values(modules)) sidebarTabs.register(module.default);

/** Adds a tab at run time (a tab whose module cannot follow the file convention); returns its removal. */
export function registerSidebarTab(tab: SidebarTab): () => void {
  return sidebarTabs.register(tab);
}

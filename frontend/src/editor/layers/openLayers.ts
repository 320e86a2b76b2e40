import type { EditorStores } from '../EditorContext';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { sidebarTabs } from '../leftSidebar/tabs';
import { LAYERS_TAB, requestLayersFocus } from './layersTab';

/**
 * Opens the Layers list: the left sidebar's tab where there is a sidebar, else (phones, where it is hidden) the
 * Layers dialog. Its first image takes the focus once it shows, so a keyboard user who opened it from a menu lands
 * in the list.
 */
export function openLayers(stores: EditorStores): void {
  const phone = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
  requestLayersFocus();
  if (phone || !sidebarTabs.open(stores, LAYERS_TAB)) stores.canvas.setLayersDialogOpen(true);
}

import { IconStack2 } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { imageLayersOf } from './imageLayersOf';
import { LayersList } from './LayersList';
import { LAYERS_TAB } from './layersTab';

/**
 * The Layers tab (issue #34): the map's background images and videos, hidden ones included, so a hidden image can
 * always be found and shown again. Readers see it too, read-only. Only while the map has background images, in
 * the mind-map view, where they are drawn.
 */
export default defineSidebarTab({
  id: LAYERS_TAB,
  order: 35,
  icon: IconStack2,
  labelKey: 'layers.open',
  titleKey: 'layers.title',
  forReaders: true,
  visible: (stores) => stores.ui.viewMode === 'mindmap' && imageLayersOf(stores).images.length > 0,
  Panel: LayersList,
});

import { IconPresentation } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { PresentationPanel } from './PresentationPanel';

/**
 * The presentation tab (spec §2.7, issue 13): the steps and 'Start presentation', mind-map view only. Readers do
 * not get it (spec §2.7); they, anonymous viewers and embeds present through `?presentationMode=true`.
 */
export default defineSidebarTab({
  id: 'presentation',
  order: 30,
  icon: IconPresentation,
  labelKey: 'presentation.tab',
  visible: ({ ui }) => ui.viewMode === 'mindmap',
  Panel: PresentationPanel,
});

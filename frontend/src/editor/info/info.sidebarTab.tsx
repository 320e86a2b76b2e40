import { IconInfoCircle } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { DocumentInfoPanel } from './DocumentInfoPanel';

/** The info tab (spec §2.7, §2.13): the one tab readers get too. */
export default defineSidebarTab({
  id: 'info',
  order: 10,
  icon: IconInfoCircle,
  labelKey: 'documentInfo.tab',
  forReaders: true,
  Panel: DocumentInfoPanel,
});

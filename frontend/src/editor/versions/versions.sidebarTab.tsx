import { IconHistory } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { VersionHistoryPanel } from './VersionHistoryPanel';

/**
 * The version history tab (issue #16): owners and editors (the versions routes refuse readers, spec §6 gives them
 * only the info tab); not on the demo map, which is never saved.
 */
export default defineSidebarTab({
  id: 'versions',
  order: 65,
  icon: IconHistory,
  labelKey: 'versions.open',
  visible: ({ map }) => !map.demo,
  Panel: VersionHistoryPanel,
});

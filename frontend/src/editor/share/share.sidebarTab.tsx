import { IconShare } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { SharePanel } from './SharePanel';

/** The share tab (spec §2.7, §2.15): only the owner changes sharing, and the demo map has none. */
export default defineSidebarTab({
  id: 'share',
  order: 50,
  icon: IconShare,
  labelKey: 'share.open',
  titleKey: 'share.title',
  width: 860,
  visible: ({ map }) => map.role === 'owner' && !map.demo,
  Panel: SharePanel,
});

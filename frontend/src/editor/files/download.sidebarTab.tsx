import { IconDownload } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { DownloadPanel } from './DownloadPanel';

/** The download tab (spec §2.7, §2.17): 820 px wide; not for readers (the registry hides it from them). */
export default defineSidebarTab({
  id: 'download',
  order: 40,
  icon: IconDownload,
  labelKey: 'download.open',
  width: 820,
  Panel: DownloadPanel,
});

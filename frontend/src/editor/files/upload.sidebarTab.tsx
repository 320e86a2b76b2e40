import { IconUpload } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { ImportPanel } from './ImportPanel';

/** The upload tab (spec §2.7, §2.18): the import dialog at the default width; not for readers. */
export default defineSidebarTab({
  id: 'upload',
  order: 70,
  icon: IconUpload,
  labelKey: 'import.open',
  Panel: ImportPanel,
});

import { IconSettings } from '@tabler/icons-react';
import { defineSidebarTab } from '../leftSidebar/sidebarTab';
import { SettingsPanel } from './SettingsPanel';

/** The settings tab (spec §2.7, §2.16): not for readers (spec §6). */
export default defineSidebarTab({
  id: 'settings',
  order: 60,
  icon: IconSettings,
  labelKey: 'layoutSettings.open',
  width: 906,
  Panel: SettingsPanel,
});

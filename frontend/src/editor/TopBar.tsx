import { Badge, Box, Group, Tooltip } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../components/AppLogo';
import { UserMenu } from '../components/UserMenu';
import { useEditor } from './EditorContext';
import { MapTitleInput } from './MapTitleInput';
import { SaveStatus } from './SaveStatus';
import { UndoRedo } from './UndoRedo';
import { SearchButton } from './search/SearchButton';
import { MapsSidebarButton } from '../sidebar/MapsSidebarButton';
import { NavLinks } from '../components/navbar/NavLinks';
import { UpgradeButton } from '../components/navbar/UpgradeButton';
import { EditorMobileMenu, NewMapCta } from './EditorNavbar';
import { ViewSwitch } from './views/ViewSwitch';
import { PresenceAvatars } from './presence/PresenceAvatars';

/**
 * The editor's top bar (spec §2.2): mobile menu, Maps sidebar, logo, title, who else is here (presence), navbar
 * links, search, save status, the view switch, undo/redo (mind-map view only, spec §2.2), Upgrade, the 'New map'
 * call-to-action and the user menu. Share and settings live in the left sidebar.
 */
export const TopBar = observer(function TopBar() {
  const { t } = useTranslation();
  const { map, readOnly, ui } = useEditor();
  return (
    <Group
      component="header"
      h={56}
      px="md"
      gap="md"
      wrap="nowrap"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', flexShrink: 0, zIndex: 2 }}
    >
      <EditorMobileMenu />
      <MapsSidebarButton currentMapId={map.id} />
      <Box visibleFrom="sm">
        <AppLogo />
      </Box>
      <MapTitleInput />
      {/* Presenting is not a loss of rights: an owner presenting is not told the map is view-only. A version
          being viewed says so in its own banner over the canvas. */}
      {readOnly && !ui.presenting && !ui.viewingVersion && (
        <Badge variant="light" color="gray">
          {t('editor.readOnly')}
        </Badge>
      )}
      {map.demo && (
        <Tooltip label={t('editor.demoHint')}>
          <Badge variant="light" color="orange">
            {t('editor.demo')}
          </Badge>
        </Tooltip>
      )}
      <Group gap="md" ml="auto" wrap="nowrap">
        <PresenceAvatars />
        <ViewSwitch />
        <NavLinks />
        {ui.viewMode !== 'text' && <SearchButton />}
        <SaveStatus />
        {!readOnly && ui.viewMode === 'mindmap' && (
          <Box visibleFrom="sm">
            <UndoRedo />
          </Box>
        )}
        <UpgradeButton />
        <NewMapCta />
        <UserMenu />
      </Group>
    </Group>
  );
});

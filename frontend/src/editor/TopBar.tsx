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
import { NavLinksMenu } from '../components/navbar/NavLinksMenu';
import { useTopBarDensity } from './topBarDensity';

/**
 * The editor's top bar (spec §2.2): mobile menu, Maps sidebar, logo, title, who else is here (presence), navbar
 * links, search, save status, the view switch, undo/redo (mind-map view only, spec §2.2), Upgrade, the 'New map'
 * call-to-action and the user menu. Share and settings live in the left sidebar. Items never wrap or shrink: as the
 * window narrows the links fold into a '…' menu, buttons into icons, the view switch into icons and the avatars
 * into '+N' (topBarDensity.ts); only the title gives way, ending in an ellipsis.
 */
export const TopBar = observer(function TopBar() {
  const { t } = useTranslation();
  const { map, readOnly, ui } = useEditor();
  const density = useTopBarDensity();
  const iconOnly = density !== 'full';
  return (
    <Group
      component="header"
      h={56}
      px="md"
      gap={iconOnly ? 'sm' : 'md'}
      wrap="nowrap"
      bg="var(--mapa-surface)"
      style={{ borderBottom: '1px solid var(--mapa-border)', flexShrink: 0, zIndex: 2 }}
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
        <Badge variant="light" color="gray" style={{ flexShrink: 0, overflow: 'visible' }}>
          {t('editor.readOnly')}
        </Badge>
      )}
      {map.demo && (
        <Tooltip label={t('editor.demoHint')}>
          <Badge variant="light" color="orange" style={{ flexShrink: 0, overflow: 'visible' }}>
            {t('editor.demo')}
          </Badge>
        </Tooltip>
      )}
      <Group gap={iconOnly ? 'sm' : 'md'} ml="auto" wrap="nowrap" style={{ flexShrink: 0 }}>
        <PresenceAvatars max={density === 'tight' ? 2 : undefined} />
        <ViewSwitch iconsOnly={density === 'tight'} />
        {iconOnly ? <NavLinksMenu /> : <NavLinks />}
        {ui.viewMode !== 'text' && <SearchButton iconOnly={iconOnly} />}
        <SaveStatus />
        {!readOnly && ui.viewMode === 'mindmap' && (
          <Box visibleFrom="sm">
            <UndoRedo />
          </Box>
        )}
        <UpgradeButton iconOnly={iconOnly} />
        <NewMapCta iconOnly={iconOnly} />
        <UserMenu />
      </Group>
    </Group>
  );
});

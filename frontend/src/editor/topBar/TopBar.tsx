import { Badge, Box, Group, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../components/AppLogo';
import { UserMenu } from '../../components/UserMenu';
import { useEditor } from '../EditorContext';
import { MapTitleInput } from './MapTitleInput';
import { SaveStatus } from './SaveStatus';
import { UndoRedo } from './UndoRedo';
import { SearchButton } from '../search/SearchButton';
import { MapsSidebarButton } from '../mapsSidebar/MapsSidebarButton';
import { NavLinks } from '../../components/navbar/NavLinks';
import { UpgradeButton } from '../../components/navbar/UpgradeButton';
import { EditorMobileMenu, NewMapCta } from './EditorNavbar';
import { ViewSwitch } from '../views/ViewSwitch';
import { PresenceAvatars } from '../presence/PresenceAvatars';
import { NavLinksMenu } from '../../components/navbar/NavLinksMenu';
import { useTopBarDensity } from './topBarDensity';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';

/**
 * The editor's top bar (spec §2.2): mobile menu, Maps sidebar, logo, title, who else is here (presence), navbar
 * links, search, save status, the view switch, undo/redo (mind-map view only, spec §2.2), Upgrade, the 'New map'
 * call-to-action and the user menu. Share and settings live in the left sidebar. Items never wrap or shrink: as the
 * window narrows the links fold into a '…' menu, buttons into icons, the view switch into icons and the avatars
 * into '+N' (topBarDensity.ts); only the title gives way, ending in an ellipsis. On a phone the bar is tighter
 * still: narrower gaps, 'View only' and the save status as icons (their words kept for screen readers), one circle
 * for whoever else is here (an avatar, or '+N' for several), so the account menu stays on screen.
 */
export const TopBar = observer(function TopBar() {
  const { t } = useTranslation();
  const { map, readOnly, ui, presence } = useEditor();
  const density = useTopBarDensity();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const iconOnly = density !== 'full';
  const gap = phone ? 6 : iconOnly ? 'sm' : 'md';
  const others = presence?.people.length ?? 0;
  const avatars = phone ? (others > 1 ? 0 : 1) : density === 'tight' ? 2 : undefined;
  return (
    <Group
      component="header"
      h={56}
      px={phone ? 8 : 'md'}
      gap={gap}
      wrap="nowrap"
      bg="var(--mapa-surface)"
      style={{ borderBottom: '1px solid var(--mapa-border)', flexShrink: 0, zIndex: 2 }}
    >
      <EditorMobileMenu />
      <MapsSidebarButton currentMapId={map.id} />
      <Box visibleFrom="sm">
        <AppLogo />
      </Box>
      <MapTitleInput minWidth={phone ? 56 : 120} />
      {/* Presenting is not a loss of rights: an owner presenting is not told the map is view-only. A version
          being viewed says so in its own banner over the canvas. */}
      {readOnly && !ui.presenting && !ui.viewingVersion && (
        <Badge
          variant="light"
          color="gray"
          px={phone ? 6 : undefined}
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          {phone ? (
            <>
              <IconEye size={12} aria-hidden style={{ display: 'block' }} />
              <VisuallyHidden>{t('editor.readOnly')}</VisuallyHidden>
            </>
          ) : (
            t('editor.readOnly')
          )}
        </Badge>
      )}
      {map.demo && (
        <Tooltip label={t('editor.demoHint')}>
          <Badge variant="light" color="orange" style={{ flexShrink: 0, overflow: 'visible' }}>
            {t('editor.demo')}
          </Badge>
        </Tooltip>
      )}
      <Group gap={gap} ml="auto" wrap="nowrap" style={{ flexShrink: 0 }}>
        <PresenceAvatars max={avatars} />
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

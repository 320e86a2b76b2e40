import { Button, Menu } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconStack2 } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../AppContext';
import { MobileMenu } from '../../components/navbar/MobileMenu';
import { useNewMap } from '../../components/navbar/useNewMap';
import { useEditor } from '../EditorContext';
import { TopBarButton } from '../../components/navbar/TopBarButton';
import { imageLayersOf } from '../layers/imageLayersOf';

/**
 * The editor's call-to-action, 'New map' (spec §2.2): the open map's pending saves go first. An icon with a
 * tooltip when the top bar is short of room.
 */
export const NewMapCta = observer(function NewMapCta({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const { session } = useApp();
  const { leave } = useEditor();
  const { creating, create } = useNewMap((go) => void leave.leave(go));
  if (session.status === 'signedOut') {
    // A visitor of a public or the demo map is invited to sign up instead.
    return (
      <Button
        component={Link}
        to="/signup"
        size="xs"
        variant="light"
        visibleFrom="sm"
        style={{ flexShrink: 0 }}
      >
        {t('navbar.signUp')}
      </Button>
    );
  }
  return (
    <TopBarButton
      label={t('maps.newMap')}
      icon={<IconPlus size={iconOnly ? 16 : 14} />}
      iconOnly={iconOnly}
      variant="light"
      loading={creating}
      onClick={() => void create()}
    />
  );
});

/**
 * The editor's mobile menu: the navbar's items plus 'Map info', the right container's info (spec §2.8), and the
 * Layers list while the map has background images (the left sidebar that holds it elsewhere is hidden here).
 */
export const EditorMobileMenu = observer(function EditorMobileMenu() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { leave, sidebar, canvas, ui } = stores;
  const { create } = useNewMap((go) => void leave.leave(go));
  const layers = ui.viewMode === 'mindmap' && imageLayersOf(stores).images.length > 0;
  return (
    <MobileMenu onNewMap={() => void create()}>
      <Menu.Item leftSection={<IconInfoCircle size={16} />} onClick={() => sidebar.setRightInfoOpen(true)}>
        {t('documentInfo.tab')}
      </Menu.Item>
      {layers && (
        <Menu.Item leftSection={<IconStack2 size={16} />} onClick={() => canvas.setLayersDialogOpen(true)}>
          {t('layers.open')}
        </Menu.Item>
      )}
      <Menu.Divider />
    </MobileMenu>
  );
});

import { Button, Menu } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { MobileMenu } from '../components/navbar/MobileMenu';
import { useNewMap } from '../components/navbar/useNewMap';
import { useEditor } from './EditorContext';
import { TopBarButton } from '../components/navbar/TopBarButton';

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

/** The editor's mobile menu: the navbar's items plus 'Map info', the right container's info (spec §2.8). */
export function EditorMobileMenu() {
  const { t } = useTranslation();
  const { leave, sidebar } = useEditor();
  const { create } = useNewMap((go) => void leave.leave(go));
  return (
    <MobileMenu onNewMap={() => void create()}>
      <Menu.Item leftSection={<IconInfoCircle size={16} />} onClick={() => sidebar.setRightInfoOpen(true)}>
        {t('documentInfo.tab')}
      </Menu.Item>
      <Menu.Divider />
    </MobileMenu>
  );
}

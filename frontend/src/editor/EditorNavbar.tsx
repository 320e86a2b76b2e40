import { Button, Menu } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { MobileMenu } from '../components/navbar/MobileMenu';
import { useNewMap } from '../components/navbar/useNewMap';
import { useEditor } from './EditorContext';

/** The editor's call-to-action, 'New map' (spec §2.2): the open map's pending saves go first. */
export const NewMapCta = observer(function NewMapCta() {
  const { t } = useTranslation();
  const { session } = useApp();
  const { leave } = useEditor();
  const { creating, create } = useNewMap((go) => void leave.leave(go));
  if (session.status === 'signedOut') {
    // A visitor of a public or the demo map is invited to sign up instead.
    return (
      <Button component={Link} to="/signup" size="xs" variant="light" visibleFrom="sm">
        {t('navbar.signUp')}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} />}
      loading={creating}
      onClick={() => void create()}
      visibleFrom="sm"
    >
      {t('maps.newMap')}
    </Button>
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

import { Avatar, Button, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { initials } from '../lib/initials';
import { ColorSchemeMenuItems } from './ColorSchemeSwitch';
import { LanguageMenuItems } from './LanguageSwitch';

/**
 * The user's avatar with a menu (My maps, Account, the language, Light / Dark / System, Sign out); a Sign in button
 * when signed out.
 */
export const UserMenu = observer(function UserMenu() {
  const { session } = useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = session.user;

  if (!user) {
    if (session.status === 'unknown') return null;
    return (
      <Button component={Link} to="/signin" variant="light" size="xs">
        {t('user.signIn')}
      </Button>
    );
  }

  const signOut = () => {
    session
      .signOut()
      .catch((error: unknown) => console.error('Sign out failed', error))
      .finally(() => navigate('/signin'));
  };

  return (
    // No initial-focus placeholder: Mantine's is a role="presentation" child of the menu, which axe refuses
    // (aria-required-children); opened from the keyboard, the first item takes the focus.
    <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu')}>
          {/* The initials are a picture of the user, not the button's words: its name says what it opens. */}
          <Avatar color="indigo" radius="xl" size={32} aria-hidden>
            {initials(user.name || user.email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mapa-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/maps" leftSection={<IconLayoutGrid size={16} />}>
          {t('user.myMaps')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          {t('account.menuItem')}
        </Menu.Item>
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <ColorSchemeMenuItems />
        <Menu.Divider />
        <Menu.Item onClick={signOut} leftSection={<IconLogout size={16} />}>
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});

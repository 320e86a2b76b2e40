import { Burger, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_LINKS } from './navLinks';

/**
 * The mobile menu (spec §2.2): a burger below medium screens with the navbar links, the call-to-action and
 * Upgrade; `children` adds page items (the editor's 'Map info').
 */
export function MobileMenu({ onNewMap, children }: { onNewMap: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Menu
      opened={opened}
      onChange={(open) => (open ? undefined : close())}
      position="bottom-start"
      width={220}
    >
      <Menu.Target>
        <Burger opened={opened} onClick={toggle} size="sm" hiddenFrom="md" aria-label={t('navbar.menu')} />
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        {NAV_LINKS.map(({ to, key }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(key)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={onNewMap}>
          {t('maps.newMap')}
        </Menu.Item>
        <Menu.Item component={Link} to="/plans" leftSection={<IconSparkles size={16} />}>
          {t('navbar.upgrade')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

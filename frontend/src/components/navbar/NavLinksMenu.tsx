import { ActionIcon, Menu } from '@mantine/core';
import { Tooltip } from '../Tooltip';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_LINKS } from './navLinks';

/**
 * The navbar links (spec §2.2) folded into a '…' menu, for when the top bar is short of room; shown from medium
 * screens up, as the mobile menu holds them below that.
 */
export function NavLinksMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <Tooltip label={t('navbar.more')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            radius="md"
            aria-label={t('navbar.more')}
            visibleFrom="md"
          >
            <IconDots size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {NAV_LINKS.map(({ to, key }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(key)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_LINKS } from './navLinks';

/** The navbar links (spec §2.2), shown from medium screens up; the mobile menu holds them below that. */
export function NavLinks() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('navbar.label')} gap="md" wrap="nowrap" visibleFrom="md">
      {NAV_LINKS.map(({ to, key }) => (
        <Anchor
          key={to}
          component={Link}
          to={to}
          size="sm"
          c="var(--mapa-text-muted)"
          fw={500}
          underline="hover"
        >
          {t(key)}
        </Anchor>
      ))}
    </Group>
  );
}

import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product mark: three joined nodes. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-6)" />
      <path d="M10 21 16 11l6 10" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="10" cy="21" r="3" fill="#fff" />
      <circle cx="16" cy="11" r="3" fill="#fff" />
      <circle cx="22" cy="21" r="3" fill="#fff" />
    </svg>
  );
}

/** Logo and product name, linking to the map list. */
export function AppLogo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to="/maps" aria-label={t('app.home')}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={700} size="lg" c="var(--mapa-text)">
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

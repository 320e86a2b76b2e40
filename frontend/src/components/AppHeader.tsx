import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLogo } from './AppLogo';
import { UserMenu } from './UserMenu';

/** The header of the non-editor pages: logo left, user menu right. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <Group
      component="header"
      justify="space-between"
      h={56}
      px="md"
      bg="var(--mapa-surface)"
      style={{ borderBottom: '1px solid var(--mapa-border)' }}
    >
      <AppLogo />
      <Group gap="sm">
        {children}
        <UserMenu />
      </Group>
    </Group>
  );
}

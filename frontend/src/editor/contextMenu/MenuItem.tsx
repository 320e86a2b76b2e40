import type { ReactNode } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';

/** One row of a context menu. */
export function MenuItem({
  icon,
  label,
  onClick,
  danger,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <UnstyledButton role="menuitem" className="mapa-menu-item" onClick={onClick} px="sm" py={6}>
      <Group gap="sm" wrap="nowrap" c={danger ? 'red.7' : undefined}>
        {icon}
        <Text size="sm">{label}</Text>
      </Group>
    </UnstyledButton>
  );
}

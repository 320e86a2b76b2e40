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
      {/* Red 9: red 7 is 3.9:1 on white, under WCAG AA's 4.5:1. */}
      <Group gap="sm" wrap="nowrap" c={danger ? 'red.9' : undefined}>
        {icon}
        <Text size="sm">{label}</Text>
      </Group>
    </UnstyledButton>
  );
}

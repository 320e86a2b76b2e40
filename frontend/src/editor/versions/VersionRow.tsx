import { useId, type ReactNode } from 'react';
import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';

/**
 * One entry of the version list: a button that shows the version, and its actions once it is shown. The button is
 * named by `label` (or its title) and described by the rest, so its name holds the words it shows (WCAG 2.5.3).
 */
export function VersionRow({
  title,
  summary,
  meta,
  badge,
  selected,
  busy,
  label,
  onClick,
  actions,
}: {
  title: string;
  summary: string;
  meta?: string;
  badge?: string | null;
  selected: boolean;
  busy?: boolean;
  label?: string;
  onClick: () => void;
  actions?: ReactNode;
}) {
  const details = useId();
  return (
    <Box
      data-testid="version-row"
      data-selected={selected || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${selected ? 'var(--mapa-selected-border)' : 'var(--mapa-border)'}`,
        background: selected ? 'var(--mapa-selected)' : 'var(--mapa-surface)',
        opacity: busy ? 0.6 : 1,
      }}
    >
      <UnstyledButton
        aria-label={label}
        aria-describedby={details}
        aria-pressed={selected}
        onClick={onClick}
        w="100%"
        px="sm"
        py={10}
      >
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Stack gap={2} id={details} aria-hidden>
            <Text size="sm">{summary}</Text>
            {(badge || meta) && (
              <Group gap={6} wrap="nowrap" mt={2}>
                {badge && (
                  <Badge size="xs" variant="light" color="indigo" style={{ flexShrink: 0 }}>
                    {badge}
                  </Badge>
                )}
                {meta && (
                  <Text size="xs" c="dimmed" truncate>
                    {meta}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        </Stack>
      </UnstyledButton>
      {actions && (
        <Group px="sm" pb="sm" gap="xs">
          {actions}
        </Group>
      )}
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The map list before the first map: a friendly hint and the "New map" button. */
export function EmptyMaps({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="indigo">
          <IconBulb size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('maps.empty')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('maps.emptyHint')}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

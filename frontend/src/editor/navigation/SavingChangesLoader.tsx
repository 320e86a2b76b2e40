import { Loader, Overlay, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../../sync/LeaveGuard';

/**
 * The global 'Saving Changes...' loader (spec §2.22): covers the editor while a navigation waits for pending
 * saves, so nothing can be changed in between.
 */
export const SavingChangesLoader = observer(function SavingChangesLoader({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation();
  const dark = useComputedColorScheme('light') === 'dark';
  if (!guard.saving) return null;
  return (
    <Overlay fixed zIndex={400} color={dark ? '#12151c' : '#fff'} backgroundOpacity={0.7} blur={2} center>
      <Paper role="status" aria-live="polite" shadow="md" radius="lg" px="xl" py="lg" withBorder>
        <Stack align="center" gap="sm">
          <Loader size="md" />
          <Text size="sm" fw={500}>
            {t('globalLoader.savingChanges')}
          </Text>
        </Stack>
      </Paper>
    </Overlay>
  );
});

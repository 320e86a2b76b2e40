import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { LayoutController } from './LayoutController';

/** How long the toast stays (spec §9). */
export const AUTO_POSITIONING_TOAST_MS = 25_000;
const TOAST_ID = 'automatic-positioning';

function ToastBody({ controller, t }: { controller: LayoutController; t: TFunction }) {
  const [remember, setRemember] = useState(true);
  const choose = (disabled: boolean) => {
    if (remember || disabled) controller.setAutomaticPositioningDisabled(disabled);
    notifications.hide(TOAST_ID);
  };
  return (
    <Stack gap="xs" mt={4}>
      <Text size="sm">{t('layoutSettings.toastDescription')}</Text>
      <Checkbox
        size="xs"
        checked={remember}
        onChange={(e) => setRemember(e.currentTarget.checked)}
        label={t('layoutSettings.toastRemember')}
      />
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="filled" onClick={() => choose(false)}>
          {t('layoutSettings.keepAutomatic')}
        </Button>
        <Button size="xs" variant="default" onClick={() => choose(true)}>
          {t('layoutSettings.disableAutomatic')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('layoutSettings.toastFooter')}
      </Text>
    </Stack>
  );
}

/**
 * The automatic-positioning toast (spec §2.22): a free drag under the horizontal tree asks whether to keep
 * automatic positioning. It closes by itself after 25 s; in the dark colour scheme it is drawn dark as every toast.
 */
export function showAutoPositioningToast(controller: LayoutController, t: TFunction): void {
  notifications.hide(TOAST_ID);
  notifications.show({
    id: TOAST_ID,
    title: t('layoutSettings.toastTitle'),
    message: <ToastBody controller={controller} t={t} />,
    autoClose: AUTO_POSITIONING_TOAST_MS,
    withCloseButton: true,
    color: 'indigo',
  });
}

import { Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { saveFailure } from './saveFailure';

/**
 * A save failure's whole sentence ('You are offline. Changes will be saved when connection is restored.'), in a
 * strip under the top bar that wraps at any width: the top bar's slot has room for a word only. Screen readers
 * hear it from the save status itself, so the strip is not read twice.
 */
export const SaveFailureBanner = observer(function SaveFailureBanner() {
  const { t } = useTranslation();
  const { save } = useEditor();
  const failure = saveFailure(save, t);
  if (!failure) return null;
  const Icon = failure.offline ? IconCloudOff : IconAlertCircle;
  return (
    <Group
      data-testid="save-failure"
      aria-hidden
      gap="xs"
      wrap="nowrap"
      px="md"
      py={6}
      bg="red.0"
      c="red.9"
      style={{ borderBottom: '1px solid var(--mantine-color-red-2)', flexShrink: 0 }}
    >
      <Icon size={16} style={{ flexShrink: 0 }} />
      <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
        {failure.message}
      </Text>
    </Group>
  );
});

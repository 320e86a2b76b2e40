import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errorMessage';
import type { SaveMessage } from '../stores/SaveStore';
import { useEditor } from './EditorContext';

/** 'Saving...', 'Saved' or 'Error: <message>', with the status in `data-status` for tests. */
export const SaveStatus = observer(function SaveStatus() {
  const { t } = useTranslation();
  const { save } = useEditor();
  const { status } = save;
  const messageText = (message: SaveMessage | null) =>
    !message ? t('save.unknownError') : 'key' in message ? t(message.key) : errorMessage(message.error, t);

  let icon = null;
  let text = '';
  let color = 'dimmed';
  if (status === 'saving') {
    icon = <Loader size={14} />;
    text = t('save.saving');
  } else if (status === 'saved') {
    icon = <IconCloudCheck size={16} />;
    text = t('save.saved');
  } else if (status === 'error' || status === 'conflict') {
    icon = <IconAlertCircle size={16} />;
    text = t('save.error', { message: messageText(save.message) });
    color = 'red.7';
  }

  return (
    <Group
      gap={6}
      wrap="nowrap"
      c={color}
      data-testid="save-status"
      data-status={status}
      role="status"
      aria-label={t('save.statusLabel')}
      maw={360}
    >
      {icon}
      <Text size="sm" c={color} truncate title={text}>
        {text}
      </Text>
    </Group>
  );
});

import { Button, Stack } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';

/**
 * The node panel's Actions tab (spec §2.9, mobile only, non-readers): what the selection bar offers on desktop,
 * which a phone does not show: Remove and Clone.
 */
export function NodeActionsTab({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const { commands } = useEditor();
  return (
    <Stack gap="sm">
      <Button
        variant="light"
        leftSection={<IconCopy size={16} />}
        justify="flex-start"
        onClick={() => commands.clone([nodeId])}
      >
        {t('nodePanel.actions.clone')}
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        justify="flex-start"
        onClick={() => commands.removeNodes([nodeId])}
      >
        {t('nodePanel.actions.remove')}
      </Button>
    </Stack>
  );
}

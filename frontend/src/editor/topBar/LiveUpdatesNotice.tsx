import { Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';

/**
 * Says, in a calm strip under the top bar, that this tab hears no live changes because the server refused its
 * event stream (too many maps open at once in the account): otherwise collaborators' changes would stop
 * appearing with no word why. Saving still works; the stream tries again by itself, and the strip goes once it is
 * back. A status, so screen readers say it once without interrupting.
 */
export const LiveUpdatesNotice = observer(function LiveUpdatesNotice() {
  const { t } = useTranslation();
  const { events } = useEditor();
  if (events.status !== 'refused') return null;
  return (
    <Group
      role="status"
      data-testid="live-updates-off"
      gap="xs"
      wrap="nowrap"
      px="md"
      py={6}
      bg="var(--mantine-color-yellow-light)"
      style={{ borderBottom: '1px solid var(--mapa-border)', flexShrink: 0 }}
    >
      <IconPlugConnectedX size={16} style={{ flexShrink: 0 }} aria-hidden />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('editor.liveUpdatesOff')}
      </Text>
    </Group>
  );
});

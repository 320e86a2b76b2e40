import { Group, Loader, Paper, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';

/**
 * The global 'Expanding Knowledge...' loader (spec §2.22): shown over the map while the AI works on it (a chat
 * message waiting for its reply, a completion streaming into a node), whichever panel is open or closed. It does
 * not block: the map can still be read and moved while the AI thinks.
 */
export const AiWorkLoader = observer(function AiWorkLoader() {
  const { t } = useTranslation();
  const { chat, completion } = useEditor();
  if (!chat.sending && !completion.streaming) return null;
  return (
    <Paper
      role="status"
      data-testid="ai-work-loader"
      shadow="sm"
      radius="xl"
      px="md"
      py={6}
      pos="absolute"
      top={16}
      left="50%"
      withBorder
      style={{ transform: 'translateX(-50%)', zIndex: 25, pointerEvents: 'none' }}
    >
      <Group gap={8} wrap="nowrap">
        <Loader size={14} color="indigo" />
        <Text size="sm" fw={500} c="var(--mapa-text)" style={{ whiteSpace: 'nowrap' }}>
          {t('globalLoader.expandingKnowledge')}
        </Text>
      </Group>
    </Paper>
  );
});

import { Group, Loader, Paper, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ChatStore } from './ChatStore';

function Bubble({ role, text }: { role: 'user' | 'assistant'; text: string }) {
  const { t } = useTranslation();
  const mine = role === 'user';
  return (
    <Paper
      data-testid={mine ? 'chat-user-message' : 'chat-bot-message'}
      px="sm"
      py={8}
      radius="md"
      bg={mine ? 'indigo.6' : 'var(--mapa-surface-muted)'}
      c={mine ? 'white' : undefined}
      withBorder={!mine}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '88%' }}
    >
      <Text size="xs" fw={600} opacity={0.7} mb={2}>
        {mine ? t('chat.you') : t('chat.assistant')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Paper>
  );
}

/** The conversation: the welcome message until the user writes, the messages, the 'thinking' indicator. */
export const ChatMessages = observer(function ChatMessages({ chat }: { chat: ChatStore }) {
  const { t } = useTranslation();
  const hasUserMessage = chat.messages.some((m) => m.role === 'user');
  return (
    <>
      {!hasUserMessage && !chat.messagesLoading && <Bubble role="assistant" text={t('chat.welcome')} />}
      {chat.messagesLoading && <Loader size="sm" mx="auto" />}
      {chat.messages.map((m, i) => (
        <Bubble key={i} role={m.role} text={m.text} />
      ))}
      {chat.sending && (
        <Group gap="xs" data-testid="chat-thinking">
          <Loader size="xs" type="dots" />
          <Text size="sm" c="dimmed">
            {t('chat.thinking')}
          </Text>
        </Group>
      )}
    </>
  );
});

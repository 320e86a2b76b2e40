import { useEffect, useRef } from 'react';
import { Box, ScrollArea, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { AI_CALL_COST } from '@mapa/model';
import { useTranslation } from 'react-i18next';
import type { ChatStore } from './ChatStore';
import { ChangeReview } from './ChangeReview';
import { ChatErrorAlert } from './ChatErrorAlert';
import { ChatInput } from './ChatInput';
import { ChatMessages } from './ChatMessages';
import { ConversationMenu } from './ConversationMenu';
import { SuggestionBanner } from './SuggestionBanner';

/** The chat panel of the messages tab (spec §2.14); its title and credit balance are in the sidebar header. */
export const ChatPanel = observer(function ChatPanel({ chat }: { chat: ChatStore }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    chat.setVisible(true);
    void chat.loadConversations();
    void chat.refreshCredits();
    return () => chat.setVisible(false);
  }, [chat]);
  // Keep the newest message in view.
  const last = chat.messages.length + (chat.sending ? 1 : 0) + (chat.proposal ? 1 : 0);
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight });
  }, [last]);

  return (
    <Stack gap={0} data-testid="chat-panel" style={{ flex: 1, minHeight: 0 }}>
      <Box px="lg" pb="xs">
        <ConversationMenu chat={chat} />
      </Box>
      {chat.suggestion && <SuggestionBanner chat={chat} suggestion={chat.suggestion} />}
      <ScrollArea viewportRef={scroller} style={{ flex: 1, minHeight: 0 }} type="auto">
        <Stack gap="sm" px="lg" py="sm">
          <ChatMessages chat={chat} />
          {chat.proposal && <ChangeReview chat={chat} proposal={chat.proposal} />}
        </Stack>
      </ScrollArea>
      {chat.error && <ChatErrorAlert chat={chat} error={chat.error} />}
      <Box px="lg" pb="md" pt="xs" style={{ borderTop: '1px solid var(--mapa-border)' }}>
        <ChatInput chat={chat} />
        <Text size="xs" c="dimmed" mt={6} data-testid="chat-hint">
          {t('chat.hint', {
            count: AI_CALL_COST,
            cost: AI_CALL_COST,
            availableCredits: chat.credits ?? '–',
          })}
        </Text>
      </Box>
    </Stack>
  );
});

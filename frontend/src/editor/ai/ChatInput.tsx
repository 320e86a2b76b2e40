import { ActionIcon, Group, Textarea } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ChatStore } from './ChatStore';

/** Spec §9: the chat input grows up to 184 px. */
export const CHAT_INPUT_MAX_HEIGHT = 184;

/** 'Type message...': Enter sends, Shift+Enter adds a line; Send is disabled while empty or loading (spec §2.14). */
export const ChatInput = observer(function ChatInput({ chat }: { chat: ChatStore }) {
  const { t } = useTranslation();
  const blank = chat.input.trim() === '';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        autosize
        minRows={1}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.inputLabel')}
        value={chat.input}
        onChange={(e) => chat.setInput(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void chat.send();
          }
        }}
        styles={{ input: { maxHeight: CHAT_INPUT_MAX_HEIGHT, overflowY: 'auto' } }}
      />
      <Tooltip label={t('chat.send')}>
        <ActionIcon
          size={36}
          radius="md"
          variant="filled"
          color="indigo"
          aria-label={t('chat.send')}
          disabled={blank || chat.sending}
          onClick={() => void chat.send()}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});

import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconPlus, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@mapa/model';
import type { ChatStore } from './ChatStore';

/** The conversation selector (spec §2.14): the current title or 'New Conversation', the list, delete, new. */
export const ConversationMenu = observer(function ConversationMenu({ chat }: { chat: ChatStore }) {
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const current = chat.conversations.find((c) => c.id === chat.conversationId);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (target && !(await chat.deleteConversation(target.id))) {
      notifications.show({ color: 'red', message: t('chat.deleteFailed') });
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Menu width="target" position="bottom-start" shadow="md">
        <Menu.Target>
          <UnstyledButton
            data-testid="conversation-select"
            style={{
              flex: 1,
              minWidth: 0,
              border: '1px solid var(--mapa-border-strong)',
              borderRadius: 8,
              padding: '6px 10px',
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {current?.title ?? t('chat.newConversation')}
              </Text>
              <IconChevronDown size={16} style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {chat.conversationsLoading && chat.conversations.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              {t('chat.loadingConversations')}
            </Text>
          )}
          {!chat.conversationsLoading && chat.conversations.length === 0 && (
            <Stack gap={2} p="sm">
              <Text size="sm">{t('chat.noConversations')}</Text>
              <Text size="xs" c="dimmed">
                {t('chat.startNew')}
              </Text>
            </Stack>
          )}
          {chat.conversations.map((c) => (
            <Menu.Item
              key={c.id}
              data-testid="conversation-item"
              onClick={() => void chat.openConversation(c.id)}
              rightSection={
                <ActionIcon
                  component="span"
                  role="button"
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('chat.deleteConversation')}
                  onClick={(e) => {
                    e.stopPropagation();
                    setDeleting(c);
                  }}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              }
            >
              <Text size="sm" truncate fw={c.id === chat.conversationId ? 600 : 400}>
                {c.title}
              </Text>
              <Text size="xs" c="dimmed">
                {t('chat.conversationMeta', { count: c.messageCount, date: date(c.lastModified) })}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={t('chat.newConversation')}>
        <ActionIcon
          variant="light"
          color="indigo"
          size={34}
          aria-label={t('chat.newConversation')}
          onClick={() => chat.newConversation()}
        >
          <IconPlus size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('chat.deleteConversation')}
        centered
      >
        <Text size="sm">{t('chat.deleteConfirm')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('chat.cancel')}
          </Button>
          <Button color="red.9" onClick={() => void confirmDelete()}>
            {t('chat.delete')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
});

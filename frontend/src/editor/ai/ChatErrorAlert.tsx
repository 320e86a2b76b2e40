import { Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aiErrorText } from './chatErrors';
import type { ChatError, ChatStore } from './ChatStore';

/** An AI error as spec §8 says: no credits left offers the upgrade. */
export function ChatErrorAlert({ chat, error }: { chat: ChatStore; error: ChatError }) {
  const { t } = useTranslation();
  return (
    <Alert
      mx="lg"
      mb="xs"
      color={error.code === 'INSUFFICIENT_CREDITS' ? 'orange' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="chat-error"
      data-code={error.code}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ flex: 1 }}>
          {aiErrorText(t, error.code)}
        </Text>
        <CloseButton size="sm" aria-label={t('chat.cancel')} onClick={() => chat.clearError()} />
      </Group>
      {error.code === 'INSUFFICIENT_CREDITS' && (
        <Button component={Link} to="/plans" size="compact-sm" color="orange" mt="xs">
          {t('chat.upgrade')}
        </Button>
      )}
    </Alert>
  );
}

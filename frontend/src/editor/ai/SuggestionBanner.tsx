import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@mapa/model';
import type { ChatStore } from './ChatStore';

/** A suggestion made from the map (spec §2.14): Yes fills the input with its call to action, Dismiss hides it. */
export function SuggestionBanner({ chat, suggestion }: { chat: ChatStore; suggestion: Suggestion }) {
  const { t } = useTranslation();
  const known = suggestion.kind === 'describeLeaf' && suggestion.label !== undefined;
  const message = known ? t('chat.suggestion.describeLeaf', { label: suggestion.label }) : suggestion.message;
  const cta = known ? t('nodePanel.aiPrompt', { label: suggestion.label }) : suggestion.cta;
  return (
    <Paper
      mx="lg"
      mb="xs"
      p="sm"
      radius="md"
      bg="light-dark(var(--mantine-color-yellow-0), rgba(250, 176, 5, 0.12))"
      withBorder
      data-testid="chat-suggestion"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconBulb size={18} color="var(--mantine-color-yellow-7)" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" style={{ flex: 1 }}>
          {message}
        </Text>
      </Group>
      <Group gap="xs" justify="flex-end" mt="xs">
        <Button size="compact-sm" variant="subtle" color="gray" onClick={() => chat.dismissSuggestion()}>
          {t('chat.suggestion.dismiss')}
        </Button>
        <Button size="compact-sm" color="indigo" onClick={() => chat.useSuggestion(cta)}>
          {t('chat.suggestion.yes')}
        </Button>
      </Group>
    </Paper>
  );
}

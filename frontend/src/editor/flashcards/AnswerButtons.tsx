import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { answerCard } from './sessionActions';

/**
 * The node panel's Wrong and Correct buttons in flashcards view (spec §2.9, §4.8), under the card's content:
 * either one counts the answer, colours the card and closes it. Only while the cards are dealt.
 */
export const AnswerButtons = observer(function AnswerButtons({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const session = stores.flashcards;
  if (stores.ui.viewMode !== 'flashcards' || !session.running || !session.positions.has(nodeId)) return null;
  return (
    <Paper px="md" py="sm" radius={0} style={{ borderTop: '1px solid var(--mapa-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500}>
          {t('flashcards.answer')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => answerCard(stores, nodeId, false)}
          >
            {t('flashcards.wrong')}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            onClick={() => answerCard(stores, nodeId, true)}
          >
            {t('flashcards.correct')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
});

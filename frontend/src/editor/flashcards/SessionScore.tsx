import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { CARD_COLOURS } from './cardsState';
import { dealCards } from './sessionActions';

function Count({ label, value, colour }: { label: string; value: number; colour: string }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={0}
      align="center"
      miw={64}
      role="group"
      aria-label={t('flashcards.count', { label, count: value })}
    >
      <Text fz={26} fw={700} lh={1.1} c={colour} aria-hidden>
        {value}
      </Text>
      <Group gap={6} wrap="nowrap" aria-hidden>
        <Box w={8} h={8} style={{ borderRadius: 4, background: colour }} />
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
      </Group>
    </Stack>
  );
}

/** The 'Session Score' panel (spec §2.20): this viewer's Correct and Wrong counts and 'Reset session'. */
export const SessionScore = observer(function SessionScore() {
  const { t } = useTranslation();
  const stores = useEditor();
  const session = stores.flashcards;
  if (!session.running) return null;
  return (
    <Paper
      component="section"
      aria-label={t('flashcards.score')}
      data-canvas-obstacle
      pos="absolute"
      // On a phone the view's mode switch, centred at the top, is as wide as the screen's middle: below it.
      top={{ base: 64, sm: 12 }}
      left={12}
      shadow="sm"
      radius="md"
      p="sm"
      withBorder
      style={{ zIndex: 5 }}
    >
      <Stack gap="xs" align="stretch">
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" ta="center">
          {t('flashcards.score')}
        </Text>
        <Group gap="xs" justify="center" wrap="nowrap">
          <Count
            label={t('flashcards.correct')}
            value={session.correctAnswers}
            colour={CARD_COLOURS.correct.border}
          />
          <Count
            label={t('flashcards.wrong')}
            value={session.wrongAnswers}
            colour={CARD_COLOURS.wrong.border}
          />
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void dealCards(stores)}
        >
          {t('flashcards.reset')}
        </Button>
      </Stack>
    </Paper>
  );
});

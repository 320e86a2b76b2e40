import { useEffect, useState } from 'react';
import { Box, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { StudySession } from './StudySession';
import { StudyStats } from './StudyStats';
import { CardsIntro } from '../flashcards/CardsIntro';
import { CardsToolbar } from '../flashcards/CardsToolbar';
import { SessionScore } from '../flashcards/SessionScore';
import { useCardsCanvas } from '../flashcards/useCardsCanvas';

/** The flashcards view's modes: the cards on the canvas (spec §2.20), the spaced-repetition session, its stats. */
export type FlashcardsMode = 'cards' | 'study' | 'stats';

/**
 * The flashcards view's mode switch; in Cards the spec's session on the canvas (intro, Session Score, tool bar;
 * `useCardsCanvas` shows the cards); in Study and Statistics the spaced-repetition panel over the canvas
 * (issue #13; the canvas stays mounted underneath, as under the text view). The due list is read again on
 * entering Study, so nodes added since the map opened are cards too. Studying needs an account: a visitor is
 * asked to sign in.
 */
export const FlashcardsView = observer(function FlashcardsView() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { study, map, ui, flashcards } = stores;
  const [mode, setMode] = useState<FlashcardsMode>('cards');
  useCardsCanvas(stores);
  const { width } = useViewportSize();
  useEffect(() => {
    if (width > 0) flashcards.resize(width);
  }, [width, flashcards]);
  useEffect(() => {
    if (mode === 'cards') return;
    ui.closePanel();
    if (mode === 'study' && study) void study.load();
  }, [mode, study, ui]);

  const modes = (
    <SegmentedControl
      aria-label={t('study.tabs')}
      size="sm"
      radius="md"
      value={mode}
      onChange={(value) => setMode(value as FlashcardsMode)}
      data={[
        { value: 'cards', label: t('study.tabCards') },
        { value: 'study', label: t('study.tabStudy') },
        { value: 'stats', label: t('study.tabStats') },
      ]}
    />
  );
  if (mode === 'cards')
    return (
      <>
        <CardsIntro />
        <SessionScore />
        <CardsToolbar />
        <Paper
          pos="absolute"
          top={12}
          left="50%"
          shadow="sm"
          radius="md"
          p={4}
          withBorder
          style={{ transform: 'translateX(-50%)', zIndex: 10 }}
        >
          {modes}
        </Paper>
      </>
    );
  return (
    <Box
      component="section"
      aria-label={t(mode === 'study' ? 'study.label' : 'study.statsLabel')}
      pos="absolute"
      inset={0}
      bg="var(--mapa-surface-muted)"
      style={{ zIndex: 10, overflowY: 'auto' }}
    >
      <Stack maw={680} mx="auto" px={{ base: 'sm', sm: 'md' }} py={{ base: 'sm', sm: 'lg' }} gap="lg">
        <Group justify="center">{modes}</Group>
        {!study ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('study.signIn')}
          </Text>
        ) : mode === 'study' ? (
          <StudySession study={study} />
        ) : (
          <StudyStats mapId={map.id} />
        )}
      </Stack>
    </Box>
  );
});

import { Box, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { cardIds } from './cardsState';
import { dealCards } from './sessionActions';

/**
 * The flashcards intro (spec §2.20): what the cards are and 'Start', which reads 'shuffling nodes' while the
 * cards are dealt. A dialog over the canvas only, so the top bar and the Cards / Study / Statistics switch stay
 * usable: nobody is trapped in it.
 */
export const CardsIntro = observer(function CardsIntro() {
  const { t } = useTranslation();
  const stores = useEditor();
  const session = stores.flashcards;
  if (session.running) return null;
  const shuffling = session.phase === 'shuffling';
  const empty = cardIds(stores.doc.state).length === 0;
  return (
    <Box
      pos="absolute"
      inset={0}
      style={{
        zIndex: 9,
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: 'light-dark(rgba(248, 249, 250, 0.72), rgba(18, 21, 28, 0.72))',
        backdropFilter: 'blur(2px)',
      }}
    >
      <Paper
        role="dialog"
        aria-labelledby="flashcards-intro-title"
        shadow="lg"
        radius="lg"
        p="xl"
        maw={440}
        withBorder
      >
        <Stack gap="md" align="center" ta="center">
          <IconCards size={40} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <Title order={2} size="h3" id="flashcards-intro-title">
            {t('flashcards.introTitle')}
          </Title>
          <Text c="dimmed" size="sm" lh={1.6}>
            {empty ? t('flashcards.noCards') : t('flashcards.introText')}
          </Text>
          <Button
            size="md"
            radius="md"
            miw={160}
            disabled={empty || shuffling}
            leftSection={shuffling ? <Loader size={14} type="dots" color="gray" /> : null}
            onClick={() => void dealCards(stores)}
          >
            <span role={shuffling ? 'status' : undefined}>
              {shuffling ? t('flashcards.shuffling') : t('flashcards.start')}
            </span>
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
});

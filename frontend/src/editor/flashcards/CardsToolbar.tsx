import { ActionIcon, Button, Divider, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconEye } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { FloatingBar } from '../canvas/FloatingBar';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { checkCard } from './sessionActions';

/**
 * The flashcards tool bar (spec §2.5): PREVIOUS, CHECK (desktop only: opens the current card) and NEXT, which
 * stop at the first and the last card; on a phone PREVIOUS and NEXT are arrows named so, the words did not fit. Hidden until the counters exist (after 'Start'). Everyone gets it,
 * readers too: it moves through this viewer's session and changes nothing in the map.
 */
export const CardsToolbar = observer(function CardsToolbar() {
  const { t } = useTranslation();
  const stores = useEditor();
  const session = stores.flashcards;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  if (!session.running || session.order.length === 0) return null;
  return (
    <FloatingBar
      label={t('flashcards.toolbar')}
      style={{ bottom: mobile ? 12 : 24, left: '50%', transform: 'translateX(-50%)', flexWrap: 'nowrap' }}
    >
      {mobile ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('flashcards.previous')}
          disabled={session.atFirst}
          onClick={() => session.previous()}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      ) : (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconChevronLeft size={16} />}
          disabled={session.atFirst}
          onClick={() => session.previous()}
        >
          {t('flashcards.previous')}
        </Button>
      )}
      {!mobile && (
        <Button leftSection={<IconEye size={16} />} radius="md" onClick={() => checkCard(stores)}>
          {t('flashcards.check')}
        </Button>
      )}
      {mobile ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('flashcards.next')}
          disabled={session.atLast}
          onClick={() => session.next()}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      ) : (
        <Button
          variant="subtle"
          color="gray"
          rightSection={<IconChevronRight size={16} />}
          disabled={session.atLast}
          onClick={() => session.next()}
        >
          {t('flashcards.next')}
        </Button>
      )}
      <Divider orientation="vertical" mx={4} />
      <Text size="sm" c="dimmed" px={8} style={{ whiteSpace: 'nowrap' }} aria-live="polite">
        {t('flashcards.position', { current: session.index + 1, count: session.order.length })}
      </Text>
    </FloatingBar>
  );
});

import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCloudUpload, IconConfetti, IconMapPin } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api';
import { isTypingTarget } from '../commands/shortcuts';
import { useEditor } from '../EditorContext';
import { switchView } from '../views/switchView';
import { GradeButtons, useIntervalLabel } from './GradeButtons';
import { StudyCard } from './StudyCard';
import { studyKeyAction } from './studyKeys';
import type { StudyStore } from './StudyStore';

/** Listens to the study keys while the session shows (Space, 1–4, Ctrl+Z). */
function useStudyKeys(study: StudyStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const action = studyKeyAction(event, study.revealed);
      if (!action || (action.type !== 'undo' && !study.currentId)) return;
      // Also keeps Space from pressing the focused button a second time.
      event.preventDefault();
      if (action.type === 'reveal') study.reveal();
      else if (action.type === 'grade') void study.grade(action.rating);
      else void study.undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [study]);
}

/**
 * The study session (issue #13): one card at a time from the caller's due list, revealed with Space and graded
 * Again / Hard / Good / Easy; Ctrl+Z takes the last grade back; 'Show on map' opens the node on the canvas.
 */
export const StudySession = observer(function StudySession({ study }: { study: StudyStore }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const interval = useIntervalLabel();
  useStudyKeys(study);
  void study.version;

  const showOnMap = (id: string) => {
    switchView(stores, 'mindmap');
    stores.ui.engine?.select({ nodes: [id], edges: [] });
    stores.ui.engine?.focusNode(id);
  };
  const error = study.error && (
    <Alert color="red" variant="light" role="alert" title={t('study.errorTitle')}>
      {study.error instanceof ApiError && study.error.isNetworkError
        ? t('study.offline')
        : study.error.message}
    </Alert>
  );

  // Grades given offline: a calm note, not an error (they are kept and sent in order).
  const queued = study.queued.length > 0 && (
    <Group gap={6} wrap="nowrap" justify="center" role="status" data-testid="study-queued">
      <IconCloudUpload size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('study.queued', { count: study.queued.length })}
      </Text>
    </Group>
  );

  if (!study.loaded)
    return (
      error ?? (
        <Group justify="center" py="xl">
          <Loader size="sm" role="status" aria-label={t('study.loading')} />
        </Group>
      )
    );
  const id = study.currentId;
  const undo = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconArrowBackUp size={16} aria-hidden />}
      disabled={study.graded.length === 0 || study.busy}
      onClick={() => void study.undo()}
      aria-keyshortcuts="Control+Z"
    >
      {t('study.undo')}
    </Button>
  );

  if (!id) {
    const next = study.nextDue;
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <IconConfetti size={40} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden />
        <Title order={3}>{t('study.doneTitle')}</Title>
        <Text c="dimmed" size="sm">
          {study.cards.length === 0
            ? t('study.noCards')
            : next === null
              ? t('study.doneNoNext')
              : t('study.doneNext', { interval: interval(next - study.now) })}
        </Text>
        {error}
        {queued}
        {undo}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed" ta="right" data-testid="study-remaining">
        {t('study.remaining', { count: study.count })}
      </Text>
      <StudyCard
        state={stores.doc.state}
        nodeId={id}
        revealed={study.revealed}
        onReveal={() => study.reveal()}
      />
      {error}
      {queued}
      {study.revealed && (
        <GradeButtons
          card={study.currentCard}
          now={study.now}
          disabled={study.busy}
          onGrade={(rating) => void study.grade(rating)}
        />
      )}
      <Group justify="space-between" gap="xs">
        {undo}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconMapPin size={16} aria-hidden />}
          onClick={() => showOnMap(id)}
        >
          {t('study.showOnMap')}
        </Button>
      </Group>
    </Stack>
  );
});

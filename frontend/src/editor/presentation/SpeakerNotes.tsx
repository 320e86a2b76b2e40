import { useEffect, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { formatElapsed } from './formatElapsed';
import type { SpeakerCommand, SpeakerSnapshot } from './presentationChannel';

/**
 * The speaker view's content (issue 13): step, timer, the current node's description as notes, the next step, and
 * Previous / Next, in large type for reading from a lectern.
 */
export function SpeakerNotes({
  snapshot,
  onCommand,
}: {
  snapshot: SpeakerSnapshot;
  onCommand: (command: SpeakerCommand) => void;
}) {
  const { t } = useTranslation();
  const now = useClock();
  const untitled = t('presentation.untitled');
  const { current, next } = snapshot;
  return (
    <div
      data-testid="speaker-view"
      style={{ fontFamily: 'inherit', color: 'var(--mapa-text)', padding: 32, display: 'grid', gap: 24 }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 24 }}>
        <span style={{ fontSize: 18, color: 'var(--mantine-color-dimmed)' }}>
          {t('presentation.stepOf', { step: snapshot.index + 1, count: snapshot.count })}
        </span>
        <span
          aria-label={t('presentation.timer')}
          style={{ fontSize: 40, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatElapsed(now - snapshot.startedAt)}
        </span>
      </header>
      <section aria-label={t('presentation.current')}>
        <h1 style={{ fontSize: 34, margin: '0 0 12px' }}>{current?.label.trim() || untitled}</h1>
        {current?.description ? (
          <div
            style={{ fontSize: 24, lineHeight: 1.5 }}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.description) }}
          />
        ) : (
          <p style={{ fontSize: 20, color: 'var(--mantine-color-dimmed)' }}>{t('presentation.noNotes')}</p>
        )}
      </section>
      <section
        aria-label={t('presentation.next')}
        style={{
          borderTop: '1px solid var(--mapa-border-strong)',
          paddingTop: 16,
          fontSize: 22,
          color: 'var(--mapa-text-muted)',
        }}
      >
        <span
          style={{
            fontSize: 14,
            textTransform: 'uppercase',
            letterSpacing: 1,
            color: 'var(--mantine-color-dimmed)',
          }}
        >
          {t('presentation.next')}
        </span>
        <div style={{ marginTop: 6 }}>
          {next ? next.label.trim() || untitled : t('presentation.lastStep')}
        </div>
      </section>
      <Group gap="sm">
        <Button size="lg" variant="default" onClick={() => onCommand('previous')}>
          {t('presentation.previousStep')}
        </Button>
        <Button size="lg" onClick={() => onCommand('next')}>
          {t('presentation.nextStep')}
        </Button>
      </Group>
    </div>
  );
}

/** The time now, updated every second (the timer's display; nothing waits on it). */
function useClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

import { useEffect, useState } from 'react';
import { Paper, Progress, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { formatNumber, formatPercent } from '../../lib/formatNumber';
import { useEditor } from '../EditorContext';

/**
 * A calm progress card while a big map streams into the canvas (the engine's `loadprogress` event): the page
 * stays responsive and shows how far it is; small maps load in one frame and never show it.
 */
export const LoadingProgress = observer(function LoadingProgress() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ui } = useEditor();
  const engine = ui.engine;
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);

  useEffect(() => {
    if (!engine) return;
    return engine.on('loadprogress', ({ loaded, total, done }) =>
      setProgress(done ? null : { loaded, total }),
    );
  }, [engine]);

  if (!progress) return null;
  const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  return (
    <Paper
      role="progressbar"
      aria-label={t('loading.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="loading-progress"
      shadow="sm"
      radius="md"
      p="sm"
      w={280}
      pos="absolute"
      top={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 20, pointerEvents: 'none' }}
    >
      <Text size="sm" c="dimmed" mb={6}>
        {t('loading.progress', {
          count: progress.total,
          percent: formatPercent(percent / 100, locale),
          loaded: formatNumber(progress.loaded, locale),
          total: formatNumber(progress.total, locale),
        })}
      </Text>
      <Progress value={percent} size="sm" radius="xl" transitionDuration={0} />
    </Paper>
  );
});

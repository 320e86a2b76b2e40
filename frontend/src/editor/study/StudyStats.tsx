import { useEffect, useState } from 'react';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReviewStats } from '@mapa/model';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../AppContext';
import { DayBars } from './DayBars';

/** A figure of the summary row. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The caller's statistics for the map (issue #13): reviews per day over the last 90 days, the due forecast for the
 * next 30 and true retention (Review-state grades that were not Again). Read from the server when shown.
 */
export function StudyStats({ mapId }: { mapId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = useApp();
  const [stats, setStats] = useState<ReviewStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.reviews.stats(mapId).then(
      (s) => live && setStats(s),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [api, mapId]);

  if (error)
    return (
      <Alert color="red" variant="light" role="alert" title={t('study.errorTitle')}>
        {error}
      </Alert>
    );
  if (!stats)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" role="status" aria-label={t('study.loading')} />
      </Group>
    );
  const date = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const last90 = stats.reviewsPerDay.reduce((sum, d) => sum + d.count, 0);
  const next30 = stats.forecast.reduce((sum, d) => sum + d.count, 0);
  const retention =
    stats.retention === null
      ? '—'
      : `${(stats.retention * 100).toLocaleString(i18n.language, { maximumFractionDigits: 1 })}%`;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('study.stats.retention')} value={retention} testId="stats-retention" />
        <Figure label={t('study.stats.reviews90')} value={String(last90)} testId="stats-reviews" />
        <Figure label={t('study.stats.due30')} value={String(next30)} testId="stats-forecast" />
      </SimpleGrid>
      {stats.retention === null && (
        <Text size="sm" c="dimmed">
          {t('study.stats.retentionHint')}
        </Text>
      )}
      <Stack gap={6}>
        <Title order={4}>{t('study.stats.perDay')}</Title>
        <DayBars
          days={stats.reviewsPerDay}
          color="var(--mantine-color-indigo-5)"
          label={t('study.stats.perDayAria', { count: last90 })}
          title={(d) => t('study.stats.reviewsOn', { count: d.count, day: date(d.day) })}
          startLabel={date(stats.reviewsPerDay[0]!.day)}
          endLabel={t('study.stats.today')}
        />
      </Stack>
      <Stack gap={6}>
        <Title order={4}>{t('study.stats.forecast')}</Title>
        <DayBars
          days={stats.forecast}
          color="var(--mantine-color-teal-5)"
          label={t('study.stats.forecastAria', { count: next30 })}
          title={(d) => t('study.stats.dueOn', { count: d.count, day: date(d.day) })}
          startLabel={t('study.stats.today')}
          endLabel={date(stats.forecast[stats.forecast.length - 1]!.day)}
        />
      </Stack>
    </Stack>
  );
}

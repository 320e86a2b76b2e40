import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReviewCard, ReviewRating } from '@mapa/model';
import { useTranslation } from 'react-i18next';
import { intervalParts, nextIntervals } from './nextIntervals';

/** The four FSRS grades in key order (1–4), with their names' keys and colours. */
export const GRADES: { rating: ReviewRating; name: string; color: string }[] = [
  { rating: 1, name: 'again', color: 'red' },
  { rating: 2, name: 'hard', color: 'orange' },
  { rating: 3, name: 'good', color: 'teal' },
  { rating: 4, name: 'easy', color: 'blue' },
];

/** An interval as a button shows it: '<1 min', '10 min', '3 days', '1.5 years' (in the UI's language). */
export function useIntervalLabel(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const parts = intervalParts(ms);
    return parts ? t(`study.interval.${parts.unit}`, { count: parts.count }) : t('study.interval.now');
  };
}

/**
 * Again / Hard / Good / Easy, each with the interval the server will schedule (previewed with the same FSRS
 * parameters) and its key.
 */
export function GradeButtons({
  card,
  now,
  disabled,
  onGrade,
}: {
  card: ReviewCard | null;
  now: number;
  disabled: boolean;
  onGrade: (rating: ReviewRating) => void;
}) {
  const { t } = useTranslation();
  const label = useIntervalLabel();
  const intervals = nextIntervals(card, new Date(now));
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" role="group" aria-label={t('study.gradeLabel')}>
      {GRADES.map(({ rating, name, color }) => (
        <Button
          key={rating}
          variant="light"
          color={color}
          h="auto"
          py={8}
          disabled={disabled}
          onClick={() => onGrade(rating)}
          aria-keyshortcuts={String(rating)}
          aria-label={t('study.gradeAria', {
            grade: t(`study.grade.${name}`),
            interval: label(intervals[rating]),
          })}
        >
          <Stack gap={0} align="center">
            <Text size="sm" fw={600} inherit>
              {t(`study.grade.${name}`)}
            </Text>
            <Text size="xs" c="dimmed" data-testid={`interval-${rating}`}>
              {label(intervals[rating])} · {rating}
            </Text>
          </Stack>
        </Button>
      ))}
    </SimpleGrid>
  );
}

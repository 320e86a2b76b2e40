import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconHierarchy2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '../api';
import { useLocale } from '../i18n/useLocale';
import { formatLastModified } from '../lib/formatDate';

/** One map in the list: its name and when it last changed; opens the editor. */
export function MapCard({ map, showOwner }: { map: MapSummary; showOwner: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = map.name || t('maps.untitled');
  return (
    <Card
      component={Link}
      to={`/maps/${encodeURIComponent(map.id)}`}
      aria-label={t('maps.open', { name })}
      withBorder
      radius="lg"
      padding="md"
      shadow="xs"
      style={{ textDecoration: 'none' }}
    >
      <Card.Section h={96} bg="indigo.0" style={{ display: 'grid', placeItems: 'center' }}>
        <ThemeIcon size={44} radius="md" variant="white" color="indigo">
          <IconHierarchy2 size={24} />
        </ThemeIcon>
      </Card.Section>
      <Text fw={600} mt="md" truncate>
        {name}
      </Text>
      <Group gap={8} mt={4} wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {t('maps.edited', { date: formatLastModified(map.lastModified, locale) })}
        </Text>
        {showOwner && map.ownerName && (
          <Text size="xs" c="dimmed" truncate>
            {t('maps.byOwner', { name: map.ownerName })}
          </Text>
        )}
      </Group>
    </Card>
  );
}

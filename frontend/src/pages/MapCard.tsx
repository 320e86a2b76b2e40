import { useId, useState } from 'react';
import { ActionIcon, Box, Card, Group, Menu, Text } from '@mantine/core';
import { IconCopy, IconDots, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '../api';
import { useLocale } from '../i18n/useLocale';
import { formatLastModified } from '../lib/formatDate';
import { DeleteMapModal, RenameMapModal } from './MapCardDialogs';
import { MapPreview } from './MapPreview';

/** What a card's menu does; each resolves when the server agreed (the page then refreshes the list). */
export interface MapCardActions {
  rename: (map: MapSummary, title: string) => Promise<void>;
  duplicate: (map: MapSummary) => Promise<void>;
  remove: (map: MapSummary) => Promise<void>;
}

/**
 * One map in the list: its stored preview, name and last change; a click opens it. Its menu offers Open, Rename
 * (owners and editors), Duplicate and Delete (owner only, after a confirmation).
 */
export function MapCard({
  map,
  showOwner,
  actions,
}: {
  map: MapSummary;
  showOwner: boolean;
  actions: MapCardActions;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const name = map.name || t('maps.untitled');
  const href = `/maps/${encodeURIComponent(map.id)}`;
  const role = map.role ?? 'reader';
  const details = useId();
  return (
    <Card
      component="article"
      aria-label={name}
      withBorder
      radius="lg"
      padding={0}
      shadow="xs"
      className="mapa-map-card"
      pos="relative"
    >
      <Box
        component={Link}
        to={href}
        aria-label={t('maps.open', { name })}
        aria-describedby={details}
        style={{ textDecoration: 'none', color: 'inherit' }}
      >
        <MapPreview id={map.id} name={map.name} preview={map.preview} />
        <Box px="md" pt="sm" pb="md">
          <Text fw={600} truncate pr={28}>
            {name}
          </Text>
          {/* The link is named 'Open <name>'; the date and owner are its description (not read twice), and wrap
              rather than end in an ellipsis: a date cut short says nothing. */}
          <Group gap={8} mt={4} wrap="wrap" pr={28} id={details} aria-hidden>
            <Text size="xs" c="dimmed">
              {t('maps.edited', { date: formatLastModified(map.lastModified, locale) })}
            </Text>
            {showOwner && map.ownerName && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('maps.byOwner', { name: map.ownerName })}
              </Text>
            )}
          </Group>
        </Box>
      </Box>
      <Menu position="bottom-end" shadow="md" width={200} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('maps.actionsFor', { name })}
            pos="absolute"
            right={8}
            bottom={24}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={href} leftSection={<IconExternalLink size={16} />}>
            {t('maps.menuOpen')}
          </Menu.Item>
          {role !== 'reader' && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDialog('rename')}>
              {t('maps.rename')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void actions.duplicate(map)}>
            {t('maps.duplicate')}
          </Menu.Item>
          {role === 'owner' && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red.9"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDialog('delete')}
              >
                {t('maps.delete')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'rename' && (
        <RenameMapModal
          name={map.name}
          onSave={(title) => actions.rename(map, title)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteMapModal name={name} onDelete={() => actions.remove(map)} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}

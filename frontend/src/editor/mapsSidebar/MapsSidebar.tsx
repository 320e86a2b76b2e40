import { useEffect, useState } from 'react';
import {
  Button,
  Chip,
  CloseButton,
  Collapse,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '../../api';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errorMessage';
import { useEditor } from '../EditorContext';
import { useLocale } from '../../i18n/useLocale';
import { formatNumber } from '../../lib/formatNumber';
import { canEditTags, type MapSections } from './mapFilters';
import { MapsSidebarStore } from './MapsSidebarStore';
import { SidebarMapCard } from './SidebarMapCard';

const SECTIONS: (keyof MapSections)[] = ['favorites', 'myMaps', 'sharedWithMe', 'templates'];

/**
 * The 'Maps' navigation sidebar (spec §2.21): search, tag filter, the sections of spec §6. Choosing a map does a
 * full page navigation to it; choosing the current map only closes the sidebar.
 */
export const MapsSidebar = observer(function MapsSidebar({
  currentMapId,
  onClose,
}: {
  currentMapId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api, session } = useApp();
  const { leave } = useEditor();
  const [store] = useState(
    () =>
      new MapsSidebarStore(
        api.maps,
        () => session.user?.email,
        (error) =>
          notifications.show({
            color: 'red',
            message: t('mapsSidebar.error', { message: errorMessage(error, t) }),
          }),
      ),
  );
  const [opening, setOpening] = useState<string | null>(null);
  useEffect(() => void store.load(), [store]);

  const choose = (map: MapSummary) => {
    if (map.id === currentMapId) return onClose();
    setOpening(map.id);
    // Unsaved changes are sent first, behind the 'Saving Changes...' loader.
    void leave.leave(() => window.location.assign(`/maps/${encodeURIComponent(map.id)}`));
  };
  const sections = store.sections;
  const empty = SECTIONS.every((key) => sections[key].length === 0);

  return (
    <Drawer
      opened
      onClose={onClose}
      position="left"
      size={380}
      padding="md"
      title={
        <Title order={2} size="h4">
          {t('mapsSidebar.title')}
        </Title>
      }
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="sm">
        <TextInput
          aria-label={t('mapsSidebar.search')}
          placeholder={t('mapsSidebar.search')}
          leftSection={<IconSearch size={16} />}
          value={store.query}
          onChange={(event) => store.setQuery(event.currentTarget.value)}
          rightSection={
            store.query ? (
              <CloseButton
                size="sm"
                aria-label={t('mapsSidebar.clearSearch')}
                onClick={() => store.setQuery('')}
              />
            ) : null
          }
        />
        <TagFilter store={store} />
        {store.hasFilters && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => store.clearFilters()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('mapsSidebar.clearAll')}
          </Button>
        )}
        {store.status === 'loading' && (
          <Group gap="xs" py="md" justify="center">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('mapsSidebar.loadingMaps')}
            </Text>
          </Group>
        )}
        {store.status === 'error' && (
          <Button variant="light" color="red" size="xs" onClick={() => void store.load()}>
            {t('mapsSidebar.retry')}
          </Button>
        )}
        {store.status === 'ready' && empty && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {store.maps.length > 0 ? t('mapsSidebar.noMatch') : t('mapsSidebar.noMaps')}
          </Text>
        )}
        {store.status === 'ready' &&
          SECTIONS.filter((key) => sections[key].length > 0).map((key) => (
            <Stack key={key} gap={6} component="section" aria-label={t(`mapsSidebar.sections.${key}`)}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
                {t(`mapsSidebar.sections.${key}`)}
              </Text>
              {sections[key].map((map) => (
                <SidebarMapCard
                  key={map.id}
                  map={map}
                  current={map.id === currentMapId}
                  showOwner={map.owner !== session.user?.email}
                  canEditTags={canEditTags(map)}
                  opening={opening === map.id}
                  onOpen={() => choose(map)}
                  onFavorite={(favorite) => void store.setFavorite(map.id, favorite)}
                  onTags={(tags) => void store.setTags(map.id, tags)}
                />
              ))}
            </Stack>
          ))}
      </Stack>
    </Drawer>
  );
});

const TagFilter = observer(function TagFilter({ store }: { store: MapsSidebarStore }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(true);
  if (store.tags.length === 0) return null;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap={4}>
        <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open}>
          <Group gap={4}>
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            <Text size="sm" fw={600}>
              {t('mapsSidebar.tags')}
            </Text>
          </Group>
        </UnstyledButton>
        {store.selectedTags.length > 0 && (
          <Button variant="subtle" size="compact-xs" onClick={() => store.clearTags()}>
            {t('mapsSidebar.clearTags')}
          </Button>
        )}
      </Group>
      <Collapse expanded={open}>
        <Group gap={6}>
          {store.tags.map(({ tag, count }) => (
            <Chip
              key={tag}
              size="xs"
              variant="outline"
              checked={store.selectedTags.includes(tag)}
              onChange={() => store.toggleTag(tag)}
            >
              {tag} ({formatNumber(count, locale)})
            </Chip>
          ))}
        </Group>
      </Collapse>
    </Stack>
  );
});

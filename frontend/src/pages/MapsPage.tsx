import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '../api';
import { useApp } from '../AppContext';
import { errorMessage } from '../api/errorMessage';
import { AppHeader } from '../components/AppHeader';
import { usePageTitle } from '../components/usePageTitle';
import { MapCard } from './MapCard';
import { EmptyMaps } from './EmptyMaps';
import { useMapCardActions } from './useMapCardActions';
import { ImportFileButton } from './ImportFileButton';

type ListState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; maps: MapSummary[] };

const byLastModified = (a: MapSummary, b: MapSummary) =>
  (Date.parse(b.lastModified) || 0) - (Date.parse(a.lastModified) || 0);

/**
 * "My maps": the maps the user owns or is a member of, last modified first, each with its menu (Open, Rename,
 * Duplicate, Delete); "Templates" (`?group=templates`) shows the template maps only; a button creates a map.
 */
export const MapsPage = observer(function MapsPage() {
  const { t } = useTranslation();
  const { api, session, colorScheme } = useApp();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [creating, setCreating] = useState(false);
  usePageTitle(t('maps.pageTitle'));

  const fetchList = useCallback(
    () =>
      api.maps
        .list()
        .then((maps) => setList({ kind: 'ready', maps: maps.sort(byLastModified) }))
        .catch((error: unknown) => {
          console.error('Map list failed', error);
          setList({ kind: 'error' });
        }),
    [api],
  );
  const load = useCallback(() => {
    setList({ kind: 'loading' });
    void fetchList();
  }, [fetchList]);
  useEffect(load, [load]);
  const actions = useMapCardActions(fetchList);
  const templatesOnly = searchParams.get('group') === 'templates';

  const createMap = async () => {
    setCreating(true);
    try {
      // Named in the interface language ('Untitled Map', 'Mapa sem título'): the name is stored with the map. A
      // dark application gives it a dark theme (issue 34).
      const id = await api.maps.create({ title: t('mapsSidebar.untitled'), theme: colorScheme.newMapTheme });
      navigate(`/maps/${encodeURIComponent(id)}`);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('maps.createError', { message: errorMessage(error, t) }),
      });
      setCreating(false);
    }
  };

  const shown =
    list.kind === 'ready' ? (templatesOnly ? list.maps.filter((map) => map.template) : list.maps) : null;

  const newMapButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={createMap} loading={creating}>
      {t('maps.newMap')}
    </Button>
  );

  return (
    <Box mih="100vh">
      <AppHeader />
      <Container component="main" size="lg" py="xl">
        <Group justify="space-between" mb="lg">
          <Group gap="lg">
            <Title order={1} size="h2">
              {t(templatesOnly ? 'maps.templatesTitle' : 'maps.title')}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label={t('maps.group')}
              value={templatesOnly ? 'templates' : 'all'}
              onChange={(group) => setSearchParams(group === 'templates' ? { group } : {})}
              data={[
                { value: 'all', label: t('maps.allMaps') },
                { value: 'templates', label: t('navbar.templates') },
              ]}
            />
          </Group>
          <Group gap="sm">
            <ImportFileButton />
            {newMapButton}
          </Group>
        </Group>
        {list.kind === 'loading' && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={172} radius="lg" />
            ))}
          </SimpleGrid>
        )}
        {list.kind === 'error' && (
          <Alert color="red" variant="light" title={t('maps.loadError')}>
            <Button variant="white" color="red" size="xs" mt="sm" onClick={load}>
              {t('maps.retry')}
            </Button>
          </Alert>
        )}
        {shown?.length === 0 &&
          (templatesOnly ? (
            <Text c="dimmed">{t('maps.noTemplates')}</Text>
          ) : (
            <EmptyMaps action={newMapButton} />
          ))}
        {shown && shown.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {shown.map((map) => (
              <MapCard
                key={map.id}
                map={map}
                showOwner={map.owner !== session.user?.email}
                actions={actions}
              />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
});

import { Button, Chip, Group, Popover, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { markersInMap, TASK_STATES } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { markerLabel } from './markerLabel';
import { useDocumentChanges } from './useDocumentChanges';

/**
 * The filter's menu (issue 36): text in titles and content, task states, the markers the map's nodes carry, and
 * whether the nodes left out are dimmed or hidden. A view of the map: nothing here is saved in it.
 */
export const MapFilterMenu = observer(function MapFilterMenu() {
  const { t } = useTranslation();
  const { doc, mapView } = useEditor();
  useDocumentChanges(doc);
  const { filter } = mapView;
  const markers = markersInMap(doc.state);

  return (
    <Popover position="bottom-end" shadow="md" radius="md" width={320} trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          radius="xl"
          variant={mapView.filtering ? 'light' : 'default'}
          leftSection={<IconFilter size={14} />}
        >
          {t('mapView.filter.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="group" aria-label={t('mapView.filter.title')}>
          <TextInput
            size="xs"
            label={t('mapView.filter.text')}
            placeholder={t('mapView.filter.textPlaceholder')}
            value={filter.text}
            onChange={(event) => mapView.setText(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="xs" fw={600}>
              {t('mapView.filter.tasks')}
            </Text>
            <Group gap={4}>
              {TASK_STATES.map((task) => (
                <Chip
                  key={task}
                  size="xs"
                  checked={filter.tasks.includes(task)}
                  onChange={() => mapView.toggleTask(task)}
                >
                  {markerLabel(task, t)}
                </Chip>
              ))}
            </Group>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" fw={600}>
              {t('mapView.filter.markers')}
            </Text>
            {markers.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('mapView.filter.noMarkers')}
              </Text>
            ) : (
              <Group gap={4}>
                {markers.map((marker) => (
                  <Chip
                    key={marker}
                    size="xs"
                    checked={filter.markers.includes(marker)}
                    onChange={() => mapView.toggleMarker(marker)}
                  >
                    {markerLabel(marker, t)}
                  </Chip>
                ))}
              </Group>
            )}
          </Stack>
          <Switch
            size="xs"
            label={t('mapView.filter.hide')}
            checked={mapView.hide}
            onChange={(event) => mapView.setHide(event.currentTarget.checked)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
});

import { Badge, Button, CloseButton, Group, Paper } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { FocusBreadcrumbs } from './FocusBreadcrumbs';
import { MapFilterMenu } from './MapFilterMenu';
import { markerLabel } from './markerLabel';

/**
 * The bar at the canvas's top right (issue 36): the filter's menu and its chips (each part removable, all of it
 * cleared in one click), and while a branch is focused the breadcrumbs back out of it.
 */
export const MapViewBar = observer(function MapViewBar() {
  const { t } = useTranslation();
  const { mapView } = useEditor();
  const { filter, focusId } = mapView;
  const text = filter.text.trim();

  return (
    <Paper
      pos="absolute"
      shadow="sm"
      radius="lg"
      p={6}
      withBorder
      style={{ top: 16, right: 16, zIndex: 3, maxWidth: 'calc(100% - 140px)' }}
      data-testid="map-view-bar"
    >
      <Group gap="xs" wrap="wrap">
        <MapFilterMenu />
        {mapView.filtering && (
          <Group gap={4} role="list" aria-label={t('mapView.filter.chips')}>
            {text !== '' && (
              <FilterChip
                label={t('mapView.filter.textChip', { text })}
                name={text}
                onRemove={() => mapView.setText('')}
              />
            )}
            {filter.tasks.map((task) => (
              <FilterChip key={task} label={markerLabel(task, t)} onRemove={() => mapView.toggleTask(task)} />
            ))}
            {filter.markers.map((marker) => (
              <FilterChip
                key={marker}
                label={markerLabel(marker, t)}
                onRemove={() => mapView.toggleMarker(marker)}
              />
            ))}
            <Button size="compact-xs" variant="subtle" onClick={() => mapView.clearFilter()}>
              {t('mapView.filter.clear')}
            </Button>
          </Group>
        )}
        {focusId !== null && <FocusBreadcrumbs focusId={focusId} />}
      </Group>
    </Paper>
  );
});

/** One part of the filter as a chip, with a button that removes that part alone. */
function FilterChip({
  label,
  name = label,
  onRemove,
}: {
  label: string;
  name?: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      role="listitem"
      variant="light"
      size="lg"
      tt="none"
      pr={2}
      rightSection={
        <CloseButton size="xs" aria-label={t('mapView.filter.remove', { name })} onClick={onRemove} />
      }
    >
      {label}
    </Badge>
  );
}

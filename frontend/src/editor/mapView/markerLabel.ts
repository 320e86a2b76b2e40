import type { TFunction } from 'i18next';

/**
 * A marker's name in the filter (issue 36): priorities and task states in the interface language, an emoji
 * marker as its emoji, any other marker by its id (a marker set Mapa does not know is kept by name).
 */
export function markerLabel(marker: string, t: TFunction): string {
  const priority = /^priority-(\d)$/.exec(marker);
  if (priority) return t('mapView.marker.priority', { n: priority[1] });
  if (marker.startsWith('task-')) return t(`mapView.task.${marker}`, { defaultValue: marker });
  if (marker.startsWith('emoji:')) return marker.slice('emoji:'.length);
  return marker;
}

import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '../api';
import { useApp } from '../AppContext';
import type { MapCardActions } from './MapCard';

/**
 * The map cards' Rename, Duplicate and Delete against the API; `refresh` reloads the list after each. A failure
 * is told as a sentence in the UI's language and rethrown, so a dialog stays open to try again.
 */
export function useMapCardActions(refresh: () => Promise<void>): MapCardActions {
  const { t } = useTranslation();
  const { api } = useApp();
  const run = async (key: string, name: string, call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
    } catch (error) {
      console.error(`Map ${key} failed`, error);
      notifications.show({ color: 'red', message: t(`maps.errors.${key}`, { name }) });
      throw error;
    }
    if (done) notifications.show({ color: 'teal', message: done });
    await refresh();
  };
  const nameOf = (map: MapSummary) => map.name || t('maps.untitled');
  return {
    rename: (map, title) =>
      run('rename', nameOf(map), () =>
        api.maps.updateTitle({ id: map.id, owner: map.owner, treeTitle: title }),
      ),
    duplicate: (map) =>
      run(
        'duplicate',
        nameOf(map),
        () => api.maps.duplicate(map.id, t('maps.copyOf', { name: nameOf(map) }).slice(0, 200)),
        t('maps.duplicated', { name: nameOf(map) }),
      ).catch(() => undefined),
    remove: (map) =>
      run('delete', nameOf(map), () => api.maps.remove(map.id), t('maps.deleted', { name: nameOf(map) })),
  };
}

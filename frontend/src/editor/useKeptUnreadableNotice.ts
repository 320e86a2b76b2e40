import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifications, type NotificationData } from '@mantine/notifications';
import type { SaveStore } from '../sync/SaveStore';

/**
 * Shows (`show`) a lasting notice once the unsaved changes an earlier visit kept in this browser turn out to be
 * unreadable: they are left as they were, and this visit saves to the server without keeping changes in the
 * browser. Returns the function that stops watching.
 */
export function watchKeptUnreadable(
  save: Pick<SaveStore, 'keptUnreadable'>,
  t: TFunction,
  show: (notice: NotificationData) => void,
): () => void {
  return reaction(
    () => save.keptUnreadable,
    (unreadable) => {
      if (!unreadable) return;
      show({
        title: t('sync.keptUnreadableTitle'),
        message: t('sync.keptUnreadable'),
        color: 'orange',
        autoClose: false,
      });
    },
    { fireImmediately: true },
  );
}

/** {@link watchKeptUnreadable} for the open map, with Mantine's notifications. */
export function useKeptUnreadableNotice(stores: { save: SaveStore }): void {
  const { t } = useTranslation();
  useEffect(() => watchKeptUnreadable(stores.save, t, (notice) => notifications.show(notice)), [stores, t]);
}

import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { VersionsStore } from './VersionsStore';

/** Restores the viewed version and says what happened (undo brings the map back). */
export function useRestoreVersion(versions: VersionsStore): () => void {
  const { t } = useTranslation();
  return () => {
    const restored = versions.restore();
    notifications.show({
      color: restored ? 'teal' : 'gray',
      message: t(restored ? 'versions.restored' : 'versions.unchanged'),
    });
  };
}

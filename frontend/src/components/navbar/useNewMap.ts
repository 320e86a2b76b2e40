import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errorMessage';

/**
 * Creates a map and opens it, in a dark theme while the application is dark (issue 34). `leave` runs the
 * navigation (the editor passes its leave guard, so pending saves of the open map go first); errors become a
 * notification in the UI's language.
 */
export function useNewMap(leave: (go: () => void) => void = (go) => go()) {
  const { t } = useTranslation();
  const { api, colorScheme } = useApp();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const id = await api.maps.create({ theme: colorScheme.newMapTheme });
      leave(() => navigate(`/maps/${encodeURIComponent(id)}`));
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('maps.createError', { message: errorMessage(error, t) }),
      });
    } finally {
      setCreating(false);
    }
  };
  return { creating, create };
}

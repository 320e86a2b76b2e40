import { useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errorMessage';
import { MetadataStore } from '../../stores/MetadataStore';
import { useEditor } from '../EditorContext';

/**
 * The map's title and description sent to its metadata 1.5 s after the last change (spec §4.2); nothing for
 * readers and the demo map. A refused title is put back and the user told why.
 */
export function useMapMetadata(): MetadataStore {
  const { t } = useTranslation();
  const { api } = useApp();
  const { doc, map, readOnly } = useEditor();
  const [metadata] = useState(
    () =>
      new MetadataStore(api.maps, map, {
        enabled: !map.demo && !readOnly,
        onFailure: (failure, previous) => {
          if (previous.title !== undefined) doc.setTitle(previous.title);
          const message =
            failure.kind === 'notSignedIn'
              ? t('editor.titleNotSignedIn')
              : t('editor.titleSaveError', { message: errorMessage(failure.error, t) });
          notifications.show({ color: 'red', message });
        },
      }),
  );
  useEffect(() => () => metadata.dispose(), [metadata]);
  return metadata;
}

import type { ReactElement } from 'react';
import { FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Point } from '@mapa/model';
import { useApp } from '../../AppContext';
import { useEditor } from '../EditorContext';
import { imageErrorMessage } from '../appearance/imageErrorMessage';
import { SUPPORT_MEDIA_ACCEPT, addSupportImage } from './supportImageCommands';

/** Opens a file picker and adds the chosen image or video as a background image at `at()` (spec §2.6, §2.12). */
export function AddImageButton({
  at,
  onPicked,
  children,
}: {
  at: () => Point;
  onPicked?: () => void;
  children: (open: () => void) => ReactElement;
}) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { api } = useApp();
  return (
    <FileButton
      accept={SUPPORT_MEDIA_ACCEPT}
      onChange={(file) => {
        onPicked?.();
        if (!file) return;
        addSupportImage(stores, api.media, file, at()).catch((error: unknown) => {
          console.warn('Adding the background image failed', error);
          notifications.show({ color: 'red', message: imageErrorMessage(error, t) });
        });
      }}
    >
      {(props) => children(props.onClick)}
    </FileButton>
  );
}

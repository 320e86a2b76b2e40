import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { removeImage, toggleImageLock } from '../canvasTools/supportImageCommands';
import { MenuItem } from './MenuItem';

/** The background image context menu (spec §2.12): Delete, Lock/Unlock. */
export function ImageMenu({ imageId, onClose }: { imageId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const image = stores.doc.state.canvas?.backgroundImages?.find((i) => i.id === imageId);
  if (!image) return null;
  const locked = image.locked === true;
  return (
    <>
      <MenuItem
        icon={locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
        label={locked ? t('contextMenu.unlock') : t('contextMenu.lock')}
        onClick={() => {
          toggleImageLock(stores, imageId);
          onClose();
        }}
      />
      <MenuItem
        icon={<IconTrash size={16} />}
        label={t('contextMenu.delete')}
        danger
        onClick={() => {
          removeImage(stores, imageId);
          onClose();
        }}
      />
    </>
  );
}

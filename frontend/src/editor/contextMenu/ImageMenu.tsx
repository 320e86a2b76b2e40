import {
  IconArrowDown,
  IconArrowUp,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconStack2,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { hideImage, moveImageLayer, removeImage, toggleImageLock } from '../canvasTools/supportImageCommands';
import { openLayers } from '../layers/openLayers';
import { MenuItem } from './MenuItem';

/**
 * The background image context menu (spec §2.12): Delete, Lock/Unlock; and its layer (issue #34): Hide, Bring
 * forward / Send back (where there is a layer to move past), and 'Layers…', where hidden images are shown again.
 */
export function ImageMenu({ imageId, onClose }: { imageId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const images = stores.doc.state.canvas?.backgroundImages ?? [];
  const index = images.findIndex((i) => i.id === imageId);
  const image = images[index];
  if (!image) return null;
  const locked = image.locked === true;
  const run = (action: () => void) => () => {
    action();
    onClose();
  };
  return (
    <>
      <MenuItem
        icon={<IconEyeOff size={16} />}
        label={t('contextMenu.hide')}
        onClick={run(() => hideImage(stores, imageId))}
      />
      {index < images.length - 1 && (
        <MenuItem
          icon={<IconArrowUp size={16} />}
          label={t('contextMenu.bringForward')}
          onClick={run(() => moveImageLayer(stores, imageId, 'up'))}
        />
      )}
      {index > 0 && (
        <MenuItem
          icon={<IconArrowDown size={16} />}
          label={t('contextMenu.sendBackward')}
          onClick={run(() => moveImageLayer(stores, imageId, 'down'))}
        />
      )}
      <MenuItem
        icon={locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
        label={locked ? t('contextMenu.unlock') : t('contextMenu.lock')}
        onClick={() => {
          toggleImageLock(stores, imageId);
          onClose();
        }}
      />
      <MenuItem
        icon={<IconStack2 size={16} />}
        label={t('contextMenu.layers')}
        onClick={() => {
          onClose();
          openLayers(stores);
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

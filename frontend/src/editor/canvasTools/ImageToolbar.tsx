import { ActionIcon, Button } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { FloatingBar } from '../canvas/FloatingBar';
import { IconArrowDown, IconArrowUp, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { useScreenTick } from './useScreenTick';
import { hideImage, moveImageLayer, removeImage, toggleImageLock } from './supportImageCommands';

/**
 * The element toolbar of a selected background image (spec §2.10, §4.6): 'LOCK'/'UNLOCK' with the tooltips
 * 'Lock element'/'Unlock element', hide, one layer up or down, and remove.
 */
export const ImageToolbar = observer(function ImageToolbar() {
  const { t } = useTranslation();
  const stores = useEditor();
  useScreenTick(stores);
  const id = stores.canvas.selectedImage;
  const image = id ? stores.doc.state.canvas?.backgroundImages?.find((i) => i.id === id) : undefined;
  if (stores.readOnly || !id || !image) return null;
  const locked = image.locked === true;
  const icon = (label: string, run: () => void, children: React.ReactNode, color = 'gray') => (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={run}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <FloatingBar
      label={t('imageToolbar.label')}
      edge="top"
      style={{ zIndex: 3, top: 16, left: '50%', transform: 'translateX(-50%)' }}
    >
      <Tooltip label={locked ? t('imageToolbar.unlockTip') : t('imageToolbar.lockTip')} withinPortal>
        <Button size="xs" variant="default" onClick={() => toggleImageLock(stores, id)}>
          {locked ? t('imageToolbar.unlock') : t('imageToolbar.lock')}
        </Button>
      </Tooltip>
      {icon(t('imageToolbar.hide'), () => hideImage(stores, id), <IconEyeOff size={17} />)}
      {icon(t('imageToolbar.up'), () => moveImageLayer(stores, id, 'up'), <IconArrowUp size={17} />)}
      {icon(t('imageToolbar.down'), () => moveImageLayer(stores, id, 'down'), <IconArrowDown size={17} />)}
      {icon(t('imageToolbar.remove'), () => removeImage(stores, id), <IconTrash size={17} />, 'red')}
    </FloatingBar>
  );
});
